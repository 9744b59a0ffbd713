import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-date';
import { type DayTally, dayStateOf, overallStreak, overallStreakRun } from './overall-streak';

const today = '2026-03-10';
const ago = (days: number) => addDays(today, -days);
const tally = (daysAgo: number, met: number, missed = 0, rest = 0): DayTally => ({
  date: ago(daysAgo),
  met,
  missed,
  rest,
});

describe('dayStateOf', () => {
  it('names each kind of day', () => {
    expect(dayStateOf({ met: 2, missed: 0, rest: 0 })).toBe('met');
    expect(dayStateOf({ met: 2, missed: 1, rest: 0 })).toBe('partial');
    expect(dayStateOf({ met: 1, missed: 0, rest: 1 })).toBe('met');
    expect(dayStateOf({ met: 0, missed: 1, rest: 1 })).toBe('rest');
    expect(dayStateOf({ met: 0, missed: 1, rest: 0 })).toBe('missed');
    expect(dayStateOf({ met: 0, missed: 0, rest: 0 })).toBe('none');
  });
});

describe('overallStreak', () => {
  it('counts consecutive days with a met check-in in any challenge, up to today', () => {
    expect(overallStreak([tally(0, 1), tally(1, 1), tally(2, 2, 1)], today)).toBe(3);
  });

  it('stays alive while today has no met check-in yet, even a missed one', () => {
    expect(overallStreak([tally(1, 1), tally(2, 1)], today)).toBe(2);
    expect(overallStreak([tally(0, 0, 1), tally(1, 1), tally(2, 1)], today)).toBe(2);
  });

  it('lapses once a whole day has passed without a met check-in', () => {
    expect(overallStreak([tally(2, 1), tally(3, 1)], today)).toBe(0);
    expect(overallStreak([tally(1, 0, 2), tally(2, 1)], today)).toBe(0);
  });

  it('is kept, not lengthened, by a rest day', () => {
    expect(overallStreak([tally(0, 1), tally(1, 0, 0, 1), tally(2, 1)], today)).toBe(2);
    expect(overallStreak([tally(1, 0, 1, 1), tally(2, 1)], today)).toBe(1);
  });

  it('ignores days after today (an upcoming rest day) and the order of the days', () => {
    expect(overallStreak([tally(-1, 0, 0, 1), tally(1, 1), tally(0, 1)], today)).toBe(2);
  });

  it('is 0 without check-ins', () => {
    expect(overallStreak([], today)).toBe(0);
  });

  it('tells where the run starts', () => {
    expect(overallStreakRun([tally(1, 1), tally(2, 0, 0, 1), tally(3, 0, 1)], today)).toEqual({
      streak: 1,
      start: ago(2),
    });
    expect(overallStreakRun([tally(0, 1)], today)).toEqual({ streak: 1, start: today });
    expect(overallStreakRun([tally(3, 1)], today)).toEqual({ streak: 0, start: null });
  });

  // a second reading of the definition: the days of the unbroken run ending yesterday, plus today when met
  function reference(days: DayTally[]): number {
    const byDate = new Map(days.map((day) => [day.date, dayStateOf(day)]));
    const isMet = (date: string) => ['met', 'partial'].includes(byDate.get(date) ?? 'none');
    const run: string[] = [];
    for (let back = 1; ['met', 'partial', 'rest'].includes(byDate.get(ago(back)) ?? 'none'); back += 1) {
      run.push(ago(back));
    }
    return run.filter(isMet).length + (isMet(today) ? 1 : 0);
  }

  const days = fc
    .uniqueArray(
      fc.record({
        daysAgo: fc.integer({ min: -3, max: 30 }),
        met: fc.nat(2),
        missed: fc.nat(2),
        rest: fc.nat(1),
      }),
      { selector: (entry) => entry.daysAgo },
    )
    .map((entries) => entries.map(({ daysAgo, met, missed, rest }) => tally(daysAgo, met, missed, rest)));

  it('agrees with the definition read another way, whatever the days', () => {
    fc.assert(
      fc.property(days, (tallies) => {
        expect(overallStreak(tallies, today)).toBe(reference(tallies));
      }),
    );
  });

  it('never drops when a met check-in is added, and never exceeds the days with one', () => {
    fc.assert(
      fc.property(days, fc.integer({ min: 0, max: 30 }), (tallies, daysAgo) => {
        const before = overallStreak(tallies, today);
        const date = ago(daysAgo);
        const existing = tallies.find((day) => day.date === date);
        const after = overallStreak(
          [
            ...tallies.filter((day) => day.date !== date),
            existing ? { ...existing, met: existing.met + 1 } : { date, met: 1, missed: 0, rest: 0 },
          ],
          today,
        );
        expect(after).toBeGreaterThanOrEqual(before);
        expect(before).toBeLessThanOrEqual(tallies.filter((day) => day.met > 0 && day.date <= today).length);
      }),
    );
  });

  it('reads the same from the days since its run began as from every day', () => {
    fc.assert(
      fc.property(days, (tallies) => {
        const { streak, start } = overallStreakRun(tallies, today);
        const since = start === null ? [] : tallies.filter((day) => day.date >= start);
        expect(overallStreak(since, today)).toBe(streak);
      }),
    );
  });
});
