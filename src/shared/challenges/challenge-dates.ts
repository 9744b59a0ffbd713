import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { addDays, type CalendarDate } from '#shared/domain/calendar-date';

// product-rules.md#challenge-states-and-dates: a challenge ends after it starts — never on the same day. One rule for
// the schemas, the edit policy and the form's date pickers.

export const END_AFTER_START_MESSAGE = translatable(msg`End date must be after start date.`);

/** True while either date is still missing: each missing date has its own message. */
export function isEndAfterStart({ startDate, endDate }: { startDate?: string; endDate?: string }): boolean {
  return !startDate || !endDate || endDate > startDate;
}

/** The first end date a start allows: the end-date picker disables the start day and every day before it. */
export function earliestEndDate(startDate: CalendarDate): CalendarDate {
  return addDays(startDate, 1);
}
