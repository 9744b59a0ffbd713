import type { I18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { formatDayIn } from '#shared/i18n/formats';
import type { LocalText } from '#shared/i18n/local-text';
import { SOURCE_LOCALE } from '#shared/i18n/locales';
import { localTextOf, translatable } from '#shared/i18n/translatable';
import type { CalendarDate } from './calendar-date';
import { challengeStatus, type ChallengeDates } from './challenge-status';
import { isCheckInLocked } from './check-in-window';

// The date rules of a check-in (product-rules.md#check-in-windows), with the texts a person sees when one refuses,
// in the asker's language (decision 080).
export const CHECK_IN_LOCKED_MESSAGE = translatable(
  msg`This challenge has ended. Check-ins are no longer allowed.`,
);
export const CHECK_IN_NOT_STARTED_MESSAGE = translatable(
  msg`This challenge hasn't started yet. You can check in from its start date.`,
);
export const CHECK_IN_FUTURE_MESSAGE = translatable(msg`You can't check in for a future date.`);

/**
 * A day as a refusal names it: in English as the specification's refusals quote it ('2026-03-05'), in another
 * language as its lists write a day ('5. März 2026').
 */
export const refusalDay = (i18n: I18n, date: CalendarDate) =>
  i18n.locale === SOURCE_LOCALE ? date : formatDayIn(i18n.locale, date);

/** 'Please choose a date between 2026-03-01 and 2026-03-14.', in `i18n`'s language. */
export const checkInOutsideMessage = (i18n: I18n, dates: ChallengeDates) => {
  const startDate = refusalDay(i18n, dates.startDate);
  const endDate = refusalDay(i18n, dates.endDate);
  return t(i18n)`Please choose a date between ${startDate} and ${endDate}.`;
};

/** "You've already checked in for 2026-03-05.", in `i18n`'s language. */
export const alreadyCheckedInMessage = (i18n: I18n, calendarDate: CalendarDate) => {
  const date = refusalDay(i18n, calendarDate);
  return t(i18n)`You've already checked in for ${date}.`;
};

export interface CheckInTodays {
  /** today in the challenge's timezone: status and the grace period */
  challengeToday: CalendarDate;
  /** today in the person's own timezone: nothing later may be checked in */
  personToday: CalendarDate;
}

/** Why a new check-in for `date` is refused (written once its reader's language is known), or null when allowed. */
export function checkInDateRefusal(
  dates: ChallengeDates,
  date: CalendarDate,
  { challengeToday, personToday }: CheckInTodays,
): LocalText | null {
  if (isCheckInLocked(dates, challengeToday)) return localTextOf(CHECK_IN_LOCKED_MESSAGE);
  if (challengeStatus(dates, challengeToday) === 'upcoming') return localTextOf(CHECK_IN_NOT_STARTED_MESSAGE);
  if (date > personToday) return localTextOf(CHECK_IN_FUTURE_MESSAGE);
  if (date < dates.startDate || date > dates.endDate) return (i18n) => checkInOutsideMessage(i18n, dates);
  return null;
}

/** Why editing or deleting an existing check-in is refused, or null when it is allowed. */
export function checkInChangeRefusal(dates: ChallengeDates, challengeToday: CalendarDate): string | null {
  return isCheckInLocked(dates, challengeToday) ? CHECK_IN_LOCKED_MESSAGE : null;
}
