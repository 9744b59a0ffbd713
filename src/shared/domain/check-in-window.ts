import { addDays, type CalendarDate, daysBetween } from './calendar-date';
import type { ChallengeDates } from './challenge-status';

/** Check-ins stay open this many days after the end date (product-rules.md#check-in-windows). */
export const CHECK_IN_GRACE_DAYS = 7;
/** A check-in more than this many days in the past is flagged old (product-rules.md#check-in-windows). */
export const OLD_CHECK_IN_DAYS = 7;

/** Once 7 days after the end date have passed, check-ins are locked (product-rules.md#check-in-windows). */
export function isCheckInLocked({ endDate }: ChallengeDates, today: CalendarDate): boolean {
  return today > addDays(endDate, CHECK_IN_GRACE_DAYS);
}

/**
 * The dates a person may check in for: from the start to the earlier of their today and the end date
 * (none before the start, none in their future).
 */
export function selectableCheckInRange(
  { startDate, endDate }: ChallengeDates,
  today: CalendarDate,
): { from: CalendarDate; to: CalendarDate } | null {
  const to = today < endDate ? today : endDate;
  return to < startDate ? null : { from: startDate, to };
}

/** The date the check-in form opens on: today capped at the end date (product-rules.md#check-in-windows). */
export function initialCheckInDate({ endDate }: ChallengeDates, today: CalendarDate): CalendarDate {
  return today < endDate ? today : endDate;
}

export function isOldCheckIn(date: CalendarDate, today: CalendarDate): boolean {
  return daysBetween(date, today) > OLD_CHECK_IN_DAYS;
}

export function isOutsideChallenge(date: CalendarDate, { startDate, endDate }: ChallengeDates): boolean {
  return date < startDate || date > endDate;
}
