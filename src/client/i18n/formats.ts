import { i18n } from '@lingui/core';
import { PSEUDO_LOCALE } from '#shared/i18n/locales';

// Dates, times, numbers and lists as the reader's language writes them (issue 26), one place for every screen. In
// English they are the specification's formats word for word (product-rules.md#display-formats-and-toasts:
// 'MMM d, yyyy', 'MMM d, yyyy • h:mm a'): Intl's en-US writes exactly those.

/** The language Intl formats in: the shown one; the pseudo-locale formats as English. */
export function intlLocale(): string {
  return i18n.locale === PSEUDO_LOCALE || !i18n.locale
    ? 'en-US'
    : i18n.locale === 'en'
      ? 'en-US'
      : i18n.locale;
}

const formatters = new Map<
  string,
  Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat | Intl.RelativeTimeFormat
>();

/** One formatter per language and options: building one costs more than formatting with it. */
function cached<
  F extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat | Intl.RelativeTimeFormat,
>(kind: string, options: object, make: (locale: string) => F): F {
  const locale = intlLocale();
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make(locale);
    formatters.set(key, formatter);
  }
  return formatter;
}

const dateTime = (options: Intl.DateTimeFormatOptions) =>
  cached('date', options, (locale) => new Intl.DateTimeFormat(locale, options));

const LIST_DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
const CLOCK_TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** A calendar day ('2026-03-07') is the same day everywhere: formatted as written, not moved into a time zone. */
const dayOf = (date: string) => new Date(`${date.slice(0, 10)}T00:00:00Z`);
const onDay = (options: Intl.DateTimeFormatOptions) => dateTime({ ...options, timeZone: 'UTC' });

/** 'Mar 7, 2026' — an instant's day in lists (groups, forum posts, feedback), in the viewer's time. */
export const formatListDate = (instant: string) => dateTime(LIST_DATE).format(new Date(instant));

/** 'Mar 7, 2026 • 9:05 PM' — group posts, and comments everywhere. */
export const formatDateTime = (instant: string) => {
  const at = new Date(instant);
  return `${dateTime(LIST_DATE).format(at)} • ${dateTime(CLOCK_TIME).format(at)}`;
};

/** 'Mar 7, 2026 • 21:05'-style instants with the time as the language writes it, e.g. a token's last use. */
export const formatClockOf = (instant: string) => dateTime(CLOCK_TIME).format(new Date(instant));

/** 'Mar 7, 2026' — a calendar day (a check-in's date, a challenge's end). */
export const formatDay = (date: string) => onDay(LIST_DATE).format(dayOf(date));

/** 'Mar 7' — a calendar day within the year everyone is looking at. */
export const formatShortDay = (date: string) => onDay({ month: 'short', day: 'numeric' }).format(dayOf(date));

/** 'Sat, Mar 7' — a day in a calendar strip's accessible name. */
export const formatWeekdayDay = (date: string) =>
  onDay({ weekday: 'short', month: 'short', day: 'numeric' }).format(dayOf(date));

/** 'Sat, Mar 7, 2026' — a day of the year heatmap. */
export const formatLongWeekdayDay = (date: string) =>
  onDay({ weekday: 'short', ...LIST_DATE }).format(dayOf(date));

/** 'Sa' / 'S' — a weekday's shortest name, over a calendar's column. */
export const formatWeekdayInitial = (date: string) => onDay({ weekday: 'narrow' }).format(dayOf(date));

/** 'Mar' — a month's name over a calendar's columns. */
export const formatMonth = (date: string) => onDay({ month: 'short' }).format(dayOf(date));

/** '8:00 PM' / '20:00' — a time of day kept as 'HH:mm' (reminders, quiet hours, bedtime). */
export const formatTimeOfDay = (time: string) =>
  onDay(CLOCK_TIME).format(new Date(`1970-01-01T${time.slice(0, 5)}:00Z`));

/** '62,846' / '62.846' — a count. */
export const formatNumber = (value: number) =>
  cached('number', {}, (locale) => new Intl.NumberFormat(locale)).format(value);

/** '45%' / '45 %' — a share, given in whole percent. */
export const formatPercent = (percent: number) =>
  cached(
    'percent',
    {},
    (locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }),
  ).format(percent / 100);

/** 'Ana, Ben and Cy' / 'Ana, Ben y Cy' — names or things in a sentence. */
export const formatList = (items: readonly string[], type: Intl.ListFormatType = 'conjunction') =>
  cached('list', { type }, (locale) => new Intl.ListFormat(locale, { type })).format(items);

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * How long ago, in words ('5 minutes ago', 'yesterday'); under a minute is 'now'. A clock slightly ahead of the
 * server's never speaks of the future.
 */
export function formatTimeAgo(instant: string, now: Date = new Date()): string {
  const seconds = Math.max(0, (now.getTime() - new Date(instant).getTime()) / 1000);
  const relative = cached(
    'relative',
    {},
    (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
  );
  for (const [unit, length] of RELATIVE_UNITS) {
    if (seconds >= length) return relative.format(-Math.floor(seconds / length), unit);
  }
  return relative.format(0, 'second');
}

/** The first day of a week in the reader's language: 0 Sunday (English, as the specification's calendars), 1 Monday… */
export function firstDayOfWeek(): number {
  type WeekInfo = { firstDay: number };
  const locale = new Intl.Locale(intlLocale()) as Intl.Locale & {
    getWeekInfo?: () => WeekInfo;
    weekInfo?: WeekInfo;
  };
  // older engines (Node 20 in the unit tests) know no week info: the Americas start on Sunday, our others on Monday
  const firstDay =
    (locale.getWeekInfo?.() ?? locale.weekInfo)?.firstDay ?? (/-(US|BR)$/.test(locale.baseName) ? 7 : 1);
  return firstDay % 7;
}

/** 'Mar 7, 2026' — the day a Mantine date picker shows as chosen (its `valueFormatter`), as formatDay writes it. */
export const formatPickedDay = ({ date }: { date: unknown }) =>
  typeof date === 'string' && date
    ? formatDay(date)
    : date instanceof Date
      ? dateTime(LIST_DATE).format(date)
      : '';

/** 'Sa' — a weekday's first two letters, over a day of a calendar strip. */
export const formatWeekdayTwoLetters = (date: string) =>
  [...onDay({ weekday: 'short' }).format(dayOf(date))].slice(0, 2).join('');

/** The signs the shown language groups thousands and marks decimals with ('1,234.5' / '1.234,5'): number inputs. */
export function numberSeparators(): { thousand: string; decimal: string } {
  const parts = cached('number', {}, (locale) => new Intl.NumberFormat(locale)).formatToParts(12345.6);
  return {
    thousand: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}
