import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-date';
import { computeStanding, daysPassedOf, standingRateOn, type StoredCheckIn } from './standing';

const dates = { startDate: '2026-03-01', endDate: '2026-03-14', joinedOn: '2026-02-27' };
const met = (date: string, sugarFree = true): StoredCheckIn => ({
  date,
  goalData: { sugarFree, notes: null },
  sugarFree,
});
const rest = (date: string): StoredCheckIn => ({ date, goalData: {}, sugarFree: false, kind: 'rest' });
const steps = (date: string, stepCount: number, targetSteps = 10_000): StoredCheckIn => ({
  date,
  goalData: { stepCount, targetSteps, percentage: 0, notes: null },
  sugarFree: stepCount >= targetSteps,
});

const amount = (
  date: string,
  value: number,
  target: number,
  direction: 'at_least' | 'at_most',
): StoredCheckIn => ({
  date,
  goalData: { amount: value, target, direction, unit: 'hours', notes: null },
  sugarFree: false,
});

describe('computeStanding', () => {
  it('has nothing to rank without check-ins in the challenge', () => {
    expect(computeStanding([], dates)).toBeNull();
    expect(computeStanding([met('2026-02-28'), met('2026-03-15')], dates)).toBeNull();
  });

  it('counts successful days, check-ins and streaks of met days', () => {
    const standing = computeStanding(
      [
        met('2026-03-01'),
        met('2026-03-02'),
        met('2026-03-03', false),
        met('2026-03-04'),
        met('2026-03-05'),
        met('2026-03-06'),
        met('2026-03-08'),
      ],
      dates,
    );
    expect(standing).toEqual({
      successfulDays: 6,
      totalCheckIns: 7,
      bestStreak: 3,
      currentStreak: 1,
      stepPoints: 0,
      totalSteps: 0,
      amountTotal: 0,
      amountRank: 0,
      joinedOn: '2026-02-27',
      countedFrom: '2026-03-01',
      restDates: [],
      streakThrough: '2026-03-08',
    });
  });

  it('sums step points and steps; a step day succeeds at its target', () => {
    const standing = computeStanding(
      [steps('2026-03-01', 12_000), steps('2026-03-02', 5_000), steps('2026-03-03', 2_500)],
      dates,
    );
    expect(standing).toMatchObject({
      successfulDays: 1,
      stepPoints: 175,
      totalSteps: 19_500,
      currentStreak: 0,
    });
  });

  it("totals an amount goal's days; its last key is the total for 'at least', minus the average for 'at most'", () => {
    const atLeast = computeStanding(
      [amount('2026-03-01', 20, 20, 'at_least'), amount('2026-03-02', 12.5, 20, 'at_least')],
      dates,
    );
    expect(atLeast).toMatchObject({
      successfulDays: 1,
      totalCheckIns: 2,
      amountTotal: 32.5,
      amountRank: 32.5,
    });
    // 0.1 + 0.2 is 0.30000000000000004 in floating point: the total is kept to the cent, as SQL's numeric sum is
    const atMost = computeStanding(
      [
        amount('2026-03-01', 0.1, 2, 'at_most'),
        amount('2026-03-02', 0.2, 2, 'at_most'),
        amount('2026-03-03', 2.5, 2, 'at_most'),
      ],
      dates,
    );
    expect(atMost).toMatchObject({ successfulDays: 2, amountTotal: 2.8, amountRank: -0.93, bestStreak: 2 });
    // a half cent rounds up, as SQL's numeric round() does: 2.03 / 2 is 1.015, which floating point holds just under
    const halfCent = computeStanding(
      [amount('2026-03-01', 2, 2, 'at_most'), amount('2026-03-02', 0.03, 2, 'at_most')],
      dates,
    );
    expect(halfCent).toMatchObject({ amountTotal: 2.03, amountRank: -1.02 });
    // a day of nothing ranks 0, as the database stores it, not -0 (which a deep equality tells apart)
    const nothing = computeStanding([amount('2026-03-01', 0, 2, 'at_most')], dates);
    expect(Object.is(nothing?.amountRank, 0)).toBe(true);
  });

  it('reads the legacy sugar_free flag when goal data says nothing', () => {
    const legacy = { date: '2026-03-02', goalData: {}, sugarFree: true };
    expect(computeStanding([legacy], dates)).toMatchObject({ successfulDays: 1, bestStreak: 1 });
  });

  it('keeps every number within its bounds for any check-ins', () => {
    const checkInArb = fc.record({
      offset: fc.integer({ min: -3, max: 17 }),
      met: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.uniqueArray(checkInArb, { selector: (c) => c.offset }), (rows) => {
        const standing = computeStanding(
          rows.map((row) => met(addDays(dates.startDate, row.offset), row.met)),
          dates,
        );
        const inside = rows.filter((row) => row.offset >= 0 && row.offset <= 13);
        if (inside.length === 0) {
          expect(standing).toBeNull();
          return;
        }
        expect(standing!.totalCheckIns).toBe(inside.length);
        expect(standing!.successfulDays).toBe(inside.filter((row) => row.met).length);
        expect(standing!.bestStreak).toBeLessThanOrEqual(standing!.successfulDays);
        expect(standing!.currentStreak).toBeLessThanOrEqual(standing!.bestStreak);
        expect(standing!.successfulDays > 0).toBe(standing!.bestStreak > 0);
      }),
    );
  });

  it('runs a streak through a rest day without counting it, and carries the streak day through it', () => {
    const standing = computeStanding(
      [met('2026-03-01'), rest('2026-03-02'), met('2026-03-03'), met('2026-03-04'), rest('2026-03-05')],
      dates,
    );
    expect(standing).toMatchObject({
      successfulDays: 3,
      totalCheckIns: 3,
      bestStreak: 3,
      currentStreak: 3,
      restDates: ['2026-03-02', '2026-03-05'],
      streakThrough: '2026-03-05',
    });
  });

  it('keeps a standing of rest days alone on the board, with no streak', () => {
    expect(computeStanding([rest('2026-03-04')], dates)).toMatchObject({
      totalCheckIns: 0,
      restDates: ['2026-03-04'],
      streakThrough: null,
    });
  });

  it('counts the rate from the day a late joiner joined, or from an earlier check-in of theirs', () => {
    const late = { ...dates, joinedOn: '2026-03-06' };
    expect(computeStanding([met('2026-03-07')], late)).toMatchObject({ countedFrom: '2026-03-06' });
    expect(computeStanding([met('2026-03-04')], late)).toMatchObject({ countedFrom: '2026-03-04' });
    expect(computeStanding([met('2026-03-07')], dates)).toMatchObject({ countedFrom: '2026-03-01' });
  });

  it('leaves passed rest days and the days before joining out of the days passed', () => {
    const standing = {
      countedFrom: '2026-03-06',
      restDates: ['2026-03-07', '2026-03-12'],
      successfulDays: 3,
    };
    // 6th to 10th: 5 days, one of them a rest day; the rest day on the 12th has not passed yet
    expect(daysPassedOf(standing, dates, '2026-03-10')).toBe(4);
    expect(standingRateOn(standing, dates, '2026-03-10')).toBe(75);
    expect(daysPassedOf(standing, dates, '2026-03-05')).toBe(0);
    // after the end: up to the end date, both rest days out
    expect(daysPassedOf(standing, dates, '2026-03-20')).toBe(7);
  });

  it('never rates above 100% nor counts a rest day as a check-in, for any days', () => {
    const dayArb = fc.record({
      offset: fc.integer({ min: 0, max: 13 }),
      kind: fc.constantFrom('met', 'missed', 'rest'),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(dayArb, { selector: (d) => d.offset }),
        fc.integer({ min: -2, max: 16 }),
        fc.integer({ min: 0, max: 20 }),
        (rows, joinedOffset, todayOffset) => {
          const joined = { ...dates, joinedOn: addDays(dates.startDate, joinedOffset) };
          const today = addDays(dates.startDate, todayOffset);
          // what exists on `today`: nothing is checked in for a later day, rest days may be declared ahead
          const days = rows
            .filter((row) => row.kind === 'rest' || row.offset <= todayOffset)
            .map((row) => {
              const date = addDays(dates.startDate, row.offset);
              return row.kind === 'rest' ? rest(date) : met(date, row.kind === 'met');
            });
          const standing = computeStanding(days, joined);
          if (!standing) return;
          expect(standing.totalCheckIns).toBe(days.filter((d) => d.kind !== 'rest').length);
          expect(standingRateOn(standing, joined, today)).toBeLessThanOrEqual(100);
          expect(standing.currentStreak).toBeLessThanOrEqual(standing.bestStreak);
        },
      ),
    );
  });
});
