import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { CalendarDate } from '#shared/domain/calendar-date';
import type { ChallengeDates } from '#shared/domain/challenge-status';
import { CHECK_IN_LOCKED_MESSAGE, checkInOutsideMessage, refusalDay } from '#shared/domain/check-in-rules';
import { isCheckInLocked } from '#shared/domain/check-in-window';
import type { LocalText } from '#shared/i18n/local-text';
import { localTextOf } from '#shared/i18n/translatable';
import { translatable } from '#shared/i18n/translatable';

// Rest days (product-rules.md#rest-days, decision 039): a declared day that neither succeeds nor fails, within a
// budget per person the organizer sets.

/** The organizer chooses 0 to 3 rest days per person; a new challenge offers 1. */
export const MAX_REST_DAY_BUDGET = 3;
export const DEFAULT_REST_DAY_BUDGET = 1;

// the screens' toasts, shown with `i18n._(…)`
export const REST_DAY_TAKEN_MESSAGE: MessageDescriptor = msg`Rest day taken — your streak is safe`;
export const REST_DAY_TAKEN_BACK_MESSAGE: MessageDescriptor = msg`Rest day taken back.`;
export const REST_DAY_FAILED_MESSAGE: MessageDescriptor = msg`Failed to take a rest day. Please try again.`;
export const REST_DAY_EDIT_MESSAGE = translatable(
  msg`A rest day has nothing to edit. Take it back to check in instead.`,
);

/** 'No rest days left (1 of 1 used)': the screen's note and the API's refusal, in the reader's language. */
export const noRestDaysLeftMessage = (i18n: I18n, used: number, budget: number) =>
  t(i18n)`No rest days left (${used} of ${budget} used)`;

/** '2026-03-04 is already your rest day. Take it back to check in instead.', in `i18n`'s language. */
export const alreadyRestDayMessage = (i18n: I18n, calendarDate: CalendarDate) => {
  const date = refusalDay(i18n, calendarDate);
  return t(i18n)`${date} is already your rest day. Take it back to check in instead.`;
};

/** '1 of 2 rest days used' */
export const restDaysUsedLabel = (i18n: I18n, used: number, budget: number) =>
  t(i18n)`${used} of ${plural(budget, { one: '# rest day used', other: '# rest days used' })}`;

/**
 * Why declaring `date` a rest day is refused, or null: the windows of a check-in (product-rules.md#check-in-windows),
 * except that a day ahead may be declared, even before the start.
 */
export function restDayDateRefusal(
  dates: ChallengeDates,
  date: CalendarDate,
  challengeToday: CalendarDate,
): LocalText | null {
  if (isCheckInLocked(dates, challengeToday)) return localTextOf(CHECK_IN_LOCKED_MESSAGE);
  if (date < dates.startDate || date > dates.endDate) return (i18n) => checkInOutsideMessage(i18n, dates);
  return null;
}
