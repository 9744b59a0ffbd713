/** Calendar dates are 'yyyy-MM-dd' strings; "today" always depends on a person's or challenge's IANA zone. */
export type CalendarDate = string;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The years a date may name, wherever a date enters (decision 020). The pickers start at 1900
 * (product-rules.md#time-model); past 2999 is a typo, and the cap keeps every date computed from one (an end date 14
 * days on) a four-digit year, which PostgreSQL and ISO strings agree on (year 0 and year 10000 are both errors in the
 * database).
 */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2999;

export function isCalendarDate(value: string): boolean {
  if (!CALENDAR_DATE.test(value)) return false;
  const year = Number(value.slice(0, 4));
  if (year < FIRST_YEAR || year > LAST_YEAR) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

// Checking a zone creates an Intl.DateTimeFormat, which costs more than the rest of a session lookup (a CPU profile of
// GET /api/me: 8% of the server's time). A zone the runtime knows stays known, so those are remembered — only names
// exactly as the runtime spells them, so no input (e.g. case variants) can grow the set past the runtime's own zones.
const knownZones = new Set<string>();

export function isValidTimeZone(timeZone: string): boolean {
  if (knownZones.has(timeZone)) return true;
  try {
    const spelled = new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
    if (spelled === timeZone) knownZones.add(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * `timeZone` when this runtime knows it, else UTC. Zones are checked when stored, but a value stored by an older
 * version or by hand must never make a date computation (and so a whole screen) fail.
 */
export function knownTimeZoneOrUtc(timeZone: string): string {
  return isValidTimeZone(timeZone) ? timeZone : 'UTC';
}

// Creating an Intl.DateTimeFormat costs ~15× formatting with one: keep one per zone (there are few).
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone: knownTimeZoneOrUtc(timeZone),
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar date at `instant` in `timeZone` (e.g. 23:30 UTC is already tomorrow in Tokyo). */
export function calendarDateIn(timeZone: string, instant: Date): CalendarDate {
  const key = `${Math.floor(instant.getTime() / 60_000)} ${timeZone}`;
  const known = datesByMinute.get(key);
  if (known !== undefined) return known;
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  if (datesByMinute.size >= REMEMBERED_DATES) datesByMinute.clear();
  datesByMinute.set(key, date);
  return date;
}

// Requests ask for "today" in a zone once per challenge they show: answers are remembered per minute of UTC and zone
// (formatting took a tenth of the dashboard's server time). Every zone's offset is whole minutes today, so a date
// never changes within a minute. Bounded: forgotten all at once when full, as most are "now" and soon stale anyway.
const REMEMBERED_DATES = 10_000;
const datesByMinute = new Map<string, CalendarDate>();

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const parsed = new Date(`${date}T00:00:00Z`);
  parsed.setUTCDate(parsed.getUTCDate() + days);
  return parsed.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}
