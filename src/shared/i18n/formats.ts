import { PSEUDO_LOCALE, SOURCE_LOCALE } from './locales';

// Dates, times, numbers and lists as a language writes them (issue 26), one implementation for the screens
// (src/client/i18n/formats.ts, in the shown language) and the server (e-mails and notifications, in their reader's).
// In English they are the specification's formats word for word (product-rules.md#display-formats-and-toasts:
// 'MMM d, yyyy', 'MMM d, yyyy • h:mm a'): Intl's en-US writes exactly those.

/** The language Intl formats in for one of ours: English as en-US, the pseudo-locale as English. */
export const intlLocaleOf = (locale: string) =>
  !locale || locale === SOURCE_LOCALE || locale === PSEUDO_LOCALE ? 'en-US' : locale;

type Formatter = Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat | Intl.RelativeTimeFormat;
const formatters = new Map<string, Formatter>();

/** One formatter per language and options: building one costs more than formatting with it. */
function cached<F extends Formatter>(
  locale: string,
  kind: string,
  options: object,
  make: (locale: string) => F,
): F {
  const intlLocale = intlLocaleOf(locale);
  const key = `${kind}|${intlLocale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = make(intlLocale);
    formatters.set(key, formatter);
  }
  return formatter;
}

const dateTime = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached(locale, 'date', options, (intlLocale) => new Intl.DateTimeFormat(intlLocale, options));

export const LIST_DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
export const CLOCK_TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** An instant in `locale`, in the reader's time zone (the machine's, unless `options.timeZone` says one). */
export const formatInstantIn = (
  locale: string,
  instant: string | Date,
  options: Intl.DateTimeFormatOptions,
) => dateTime(locale, options).format(new Date(instant));

/**
 * A calendar day ('2026-03-07') in `locale`: the same day everywhere, formatted as written, never moved into a time
 * zone.
 */
export const formatDayIn = (locale: string, date: string, options: Intl.DateTimeFormatOptions = LIST_DATE) =>
  dateTime(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${date.slice(0, 10)}T00:00:00Z`));

/** '62,846' / '62.846' — a count. */
export const formatNumberIn = (locale: string, value: number, options: Intl.NumberFormatOptions = {}) =>
  cached(locale, 'number', options, (intlLocale) => new Intl.NumberFormat(intlLocale, options)).format(value);

/** 'Ana, Ben and Cy' / 'Ana, Ben y Cy' — names or things in a sentence. */
export const formatListIn = (
  locale: string,
  items: readonly string[],
  type: Intl.ListFormatType = 'conjunction',
) =>
  cached(locale, 'list', { type }, (intlLocale) => new Intl.ListFormat(intlLocale, { type })).format(items);

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
export function formatTimeAgoIn(locale: string, instant: string, now: Date): string {
  const seconds = Math.max(0, (now.getTime() - new Date(instant).getTime()) / 1000);
  const relative = cached(
    locale,
    'relative',
    {},
    (intlLocale) => new Intl.RelativeTimeFormat(intlLocale, { numeric: 'auto' }),
  );
  for (const [unit, length] of RELATIVE_UNITS) {
    if (seconds >= length) return relative.format(-Math.floor(seconds / length), unit);
  }
  return relative.format(0, 'second');
}

/** The first day of a week in `locale`: 0 Sunday (English, as the specification's calendars), 1 Monday… */
export function firstDayOfWeekIn(locale: string): number {
  type WeekInfo = { firstDay: number };
  const intl = new Intl.Locale(intlLocaleOf(locale)) as Intl.Locale & {
    getWeekInfo?: () => WeekInfo;
    weekInfo?: WeekInfo;
  };
  // older engines (Node 20 in the unit tests) know no week info: the Americas start on Sunday, our others on Monday
  const firstDay =
    (intl.getWeekInfo?.() ?? intl.weekInfo)?.firstDay ?? (/-(US|BR)$/.test(intl.baseName) ? 7 : 1);
  return firstDay % 7;
}
