import { i18n } from '@lingui/core';
import {
  CLOCK_TIME,
  firstDayOfWeekIn,
  formatDayIn,
  formatInstantIn,
  formatListIn,
  formatNumberIn,
  formatTimeAgoIn,
  intlLocaleOf,
  LIST_DATE,
} from '#shared/i18n/formats';

// The screens' dates, times, numbers and lists, in the shown language (issue 26): #shared/i18n/formats bound to it.
// In English they are the specification's formats word for word.

/** The language Intl formats in: the shown one; the pseudo-locale formats as English. */
export const intlLocale = () => intlLocaleOf(i18n.locale);

/** 'Mar 7, 2026' — an instant's day in lists (groups, forum posts, feedback), in the viewer's time. */
export const formatListDate = (instant: string) => formatInstantIn(i18n.locale, instant, LIST_DATE);

/** 'Mar 7, 2026 • 9:05 PM' — group posts, and comments everywhere. */
export const formatDateTime = (instant: string) =>
  `${formatInstantIn(i18n.locale, instant, LIST_DATE)} • ${formatInstantIn(i18n.locale, instant, CLOCK_TIME)}`;

/** '9:05 PM' / '21:05' — an instant's time of day. */
export const formatClockOf = (instant: string) => formatInstantIn(i18n.locale, instant, CLOCK_TIME);

/** 'Mar 7, 2026' — a calendar day (a check-in's date, a challenge's end). */
export const formatDay = (date: string) => formatDayIn(i18n.locale, date);

/** 'Mar 7' — a calendar day within the year everyone is looking at. */
export const formatShortDay = (date: string) =>
  formatDayIn(i18n.locale, date, { month: 'short', day: 'numeric' });

/** 'Sat, Mar 7' — a day in a calendar strip's accessible name. */
export const formatWeekdayDay = (date: string) =>
  formatDayIn(i18n.locale, date, { weekday: 'short', month: 'short', day: 'numeric' });

/** 'Sat, Mar 7, 2026' — a day of the year heatmap. */
export const formatLongWeekdayDay = (date: string) =>
  formatDayIn(i18n.locale, date, { weekday: 'short', ...LIST_DATE });

/** 'S' — a weekday's shortest name, over a calendar's column. */
export const formatWeekdayInitial = (date: string) => formatDayIn(i18n.locale, date, { weekday: 'narrow' });

/** 'Mar' — a month's name over a calendar's columns. */
export const formatMonth = (date: string) => formatDayIn(i18n.locale, date, { month: 'short' });

/** '8:00 PM' / '20:00' — a time of day kept as 'HH:mm' (reminders, quiet hours, bedtime). */
export const formatTimeOfDay = (time: string) =>
  formatInstantIn(i18n.locale, `1970-01-01T${time.slice(0, 5)}:00Z`, { ...CLOCK_TIME, timeZone: 'UTC' });

/** '62,846' / '62.846' — a count. */
export const formatNumber = (value: number) => formatNumberIn(i18n.locale, value);

/** '45%' / '45 %' — a share, given in whole percent. */
export const formatPercent = (percent: number) =>
  formatNumberIn(i18n.locale, percent / 100, { style: 'percent', maximumFractionDigits: 0 });

/** 'Ana, Ben and Cy' / 'Ana, Ben y Cy' — names or things in a sentence. */
export const formatList = (items: readonly string[], type: Intl.ListFormatType = 'conjunction') =>
  formatListIn(i18n.locale, items, type);

/** How long ago, in words ('5 minutes ago', 'yesterday', 'now'). */
export const formatTimeAgo = (instant: string, now: Date = new Date()) =>
  formatTimeAgoIn(i18n.locale, instant, now);

/** The first day of a week in the shown language: 0 Sunday (English), 1 Monday… */
export const firstDayOfWeek = () => firstDayOfWeekIn(i18n.locale);

/** A date picker's value as lists show it ('Mar 7, 2026'): Mantine's `valueFormatter`. */
export const formatPickedDay = ({ date }: { date: unknown }) =>
  typeof date === 'string' && date
    ? formatDay(date)
    : date instanceof Date
      ? formatInstantIn(i18n.locale, date, LIST_DATE)
      : '';

/** 'Sa' — a weekday's first two letters, over a day of a calendar strip. */
export const formatWeekdayTwoLetters = (date: string) =>
  [...formatDayIn(i18n.locale, date, { weekday: 'short' })].slice(0, 2).join('');

/** The signs the shown language groups thousands and marks decimals with ('1,234.5' / '1.234,5'): number inputs. */
export function numberSeparators(): { thousand: string; decimal: string } {
  const parts = new Intl.NumberFormat(intlLocale()).formatToParts(12345.6);
  return {
    thousand: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

/** 'Sunday' / 'Sun' — a weekday's name, as a calendar's row or column says it. */
export const formatWeekdayName = (date: string, width: 'long' | 'short' = 'long') =>
  formatDayIn(i18n.locale, date, { weekday: width });

/** 'Mar 7, 2026 21:05' — an instant to the minute on a 24-hour clock (an access token's last use). */
export const formatDateTime24 = (instant: string) =>
  `${formatInstantIn(i18n.locale, instant, LIST_DATE)} ${formatInstantIn(i18n.locale, instant, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}`;
