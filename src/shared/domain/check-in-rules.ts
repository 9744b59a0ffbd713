import type { CalendarDate } from './calendar-date';
import { challengeStatus, type ChallengeDates } from './challenge-status';
import { isCheckInLocked } from './check-in-window';

// The date rules of a check-in (product-rules.md#check-in-windows), with the texts a person sees when one refuses.
export const CHECK_IN_LOCKED_MESSAGE = 'This challenge has ended. Check-ins are no longer allowed.';
export const CHECK_IN_NOT_STARTED_MESSAGE =
  "This challenge hasn't started yet. You can check in from its start date.";
export const CHECK_IN_FUTURE_MESSAGE = "You can't check in for a future date.";

export const checkInOutsideMessage = ({ startDate, endDate }: ChallengeDates) =>
  `Please choose a date between ${startDate} and ${endDate}.`;

export const alreadyCheckedInMessage = (date: CalendarDate) => `You've already checked in for ${date}.`;

export interface CheckInTodays {
  /** today in the challenge's timezone: status and the grace period */
  challengeToday: CalendarDate;
  /** today in the person's own timezone: nothing later may be checked in */
  personToday: CalendarDate;
}

/** Why a new check-in for `date` is refused, or null when it is allowed. */
export function checkInDateRefusal(
  dates: ChallengeDates,
  date: CalendarDate,
  { challengeToday, personToday }: CheckInTodays,
): string | null {
  if (isCheckInLocked(dates, challengeToday)) return CHECK_IN_LOCKED_MESSAGE;
  if (challengeStatus(dates, challengeToday) === 'upcoming') return CHECK_IN_NOT_STARTED_MESSAGE;
  if (date > personToday) return CHECK_IN_FUTURE_MESSAGE;
  if (date < dates.startDate || date > dates.endDate) return checkInOutsideMessage(dates);
  return null;
}

/** Why editing or deleting an existing check-in is refused, or null when it is allowed. */
export function checkInChangeRefusal(dates: ChallengeDates, challengeToday: CalendarDate): string | null {
  return isCheckInLocked(dates, challengeToday) ? CHECK_IN_LOCKED_MESSAGE : null;
}
