import {
  type CalendarDate,
  calendarDateIn,
  daysBetween,
  knownTimeZoneOrUtc,
} from '#shared/domain/calendar-date';

// product-rules.md#logged-late: a check-in recorded more than a day after its date carries a 'logged late' mark
// (decision 040). Derived from what the server stored (the date and the row's created_at), never from the client.

/** More than one day between the check-in's date and the day it was recorded: recorded on day + 2 or later. */
export const LOGGED_LATE_AFTER_DAYS = 1;

/**
 * Whether a check-in for `date`, recorded at `createdAt`, was logged late: the day it was recorded is more than a
 * day after its date in every one of `timeZones` (the challenge's and the person's). Late only when both agree, so
 * someone far behind or ahead of the challenge's zone who checks in for their own yesterday is never marked. A zone
 * stored before zones were checked, and unknown now, counts as UTC (as everywhere a stored zone is read).
 */
export function isLoggedLate(
  date: CalendarDate,
  createdAt: Date | string,
  timeZones: readonly string[],
): boolean {
  const instant = new Date(createdAt);
  return (
    timeZones.length > 0 &&
    timeZones.every(
      (zone) => daysBetween(date, calendarDateIn(knownTimeZoneOrUtc(zone), instant)) > LOGGED_LATE_AFTER_DAYS,
    )
  );
}
