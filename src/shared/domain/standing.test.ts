import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-date';
import { computeStanding, type StoredCheckIn } from './standing';

const dates = { startDate: '2026-03-01', endDate: '2026-03-14' };
const met = (date: string, sugarFree = true): StoredCheckIn => ({
  date,
  goalData: { sugarFree, notes: null },
  sugarFree,
});
const steps = (date: string, stepCount: number, targetSteps = 10_000): StoredCheckIn => ({
  date,
  goalData: { stepCount, targetSteps, percentage: 0, notes: null },
  sugarFree: stepCount >= targetSteps,
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
});
