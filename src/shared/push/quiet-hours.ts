// Quiet hours (decision 029): a window of local wall-clock time, in the person's own timezone, during which pushes
// wait. The window may cross midnight (22:00–07:00). A push falling inside is delayed to the window's end.

const SECONDS_PER_DAY = 24 * 60 * 60;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Seconds since local midnight at `instant` in `timeZone`. */
function localSecondOfDay(timeZone: string, instant: Date): number {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 3600 + part('minute') * 60 + part('second');
}

/** 'HH:mm' (or PostgreSQL's 'HH:mm:ss') as seconds since midnight. */
function secondOfDay(localTime: string): number {
  const [hours = 0, minutes = 0] = localTime.split(':').map(Number);
  return hours * 3600 + minutes * 60;
}

export interface QuietHours {
  start: string;
  end: string;
}

/** Whether the local time at `instant` falls in [start, end), the window possibly crossing midnight. */
export function isInQuietHours(quiet: QuietHours, timeZone: string, instant: Date): boolean {
  const now = localSecondOfDay(timeZone, instant);
  const start = secondOfDay(quiet.start);
  const end = secondOfDay(quiet.end);
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/**
 * When a push due at `instant` may go: `instant` itself outside quiet hours, else the next moment the person's
 * clock shows the window's end. A daylight-saving change inside the window moves the wall clock, not the end:
 * the first guess is corrected once by how far the local time at it is from the end.
 */
export function quietHoursRelease(quiet: QuietHours, timeZone: string, instant: Date): Date {
  if (!isInQuietHours(quiet, timeZone, instant)) return instant;
  const end = secondOfDay(quiet.end);
  const toEnd = (end - localSecondOfDay(timeZone, instant) + SECONDS_PER_DAY) % SECONDS_PER_DAY;
  const guess = new Date(instant.getTime() + toEnd * 1000);
  const drift = localSecondOfDay(timeZone, guess) - end;
  // a drift of a day's worth means the guess straddled midnight in the other direction: no correction
  const correction = Math.abs(drift) < SECONDS_PER_DAY / 2 ? drift : 0;
  return new Date(guess.getTime() - correction * 1000);
}
