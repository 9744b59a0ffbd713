/** Every date rule asks this clock, never `new Date()`, so tests and CLOCK_OFFSET_DAYS can move time. */
export interface Clock {
  now(): Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function systemClock(offsetDays = 0): Clock {
  return { now: () => new Date(Date.now() + offsetDays * DAY_MS) };
}

/** A clock that tests set and move by hand. */
export function fixedClock(start: Date): Clock & { set(date: Date): void; advanceDays(days: number): void } {
  let current = start;
  return {
    now: () => current,
    set: (date) => {
      current = date;
    },
    advanceDays: (days) => {
      current = new Date(current.getTime() + days * DAY_MS);
    },
  };
}
