import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-date';
import { bestStreak, currentStreak, isSuccessfulDay, stepPoints, successRate } from './scoring';

describe('scoring (product-rules.md#scoring)', () => {
  it('reads goal_data.sugarFree first, then the legacy flag; a step day succeeds when its target is met', () => {
    expect(isSuccessfulDay({ sugarFree: true }, false)).toBe(true);
    expect(isSuccessfulDay({ sugarFree: false }, true)).toBe(false);
    expect(isSuccessfulDay({}, true)).toBe(true);
    expect(isSuccessfulDay(null, false)).toBe(false);
    expect(isSuccessfulDay({ stepCount: 30000, targetSteps: 30000, percentage: 100 }, false)).toBe(true);
    expect(isSuccessfulDay({ stepCount: 29999, targetSteps: 30000, percentage: 100 }, true)).toBe(false);
  });

  it('rounds the success rate and gives 0 before any day has passed', () => {
    expect(successRate(2, 3)).toBe(67);
    expect(successRate(1, 3)).toBe(33);
    expect(successRate(0, 0)).toBe(0);
    expect(successRate(14, 14)).toBe(100);
  });

  it('rounds exact halves up, as SQL round() does, where dividing first would fall just below', () => {
    // (57 / 200) * 100 is 28.499999999999996 in floating point; 57 * 100 / 200 is exactly 28.5
    expect(stepPoints(57, 200)).toBe(29);
    expect(successRate(57, 200)).toBe(29);
    expect(successRate(1, 8)).toBe(13);
  });

  it('scores step days: 100 at or above the target, else the rounded share capped at 100', () => {
    expect(stepPoints(30000, 30000)).toBe(100);
    expect(stepPoints(45000, 30000)).toBe(100);
    expect(stepPoints(15000, 30000)).toBe(50);
    expect(stepPoints(100, 30000)).toBe(0);
    expect(stepPoints(0, 30000)).toBe(0);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1000, max: 50_000 }),
        (steps, target) => {
          const points = stepPoints(steps, target);
          expect(points).toBeGreaterThanOrEqual(0);
          expect(points).toBeLessThanOrEqual(100);
        },
      ),
    );
  });

  it('finds the longest run of consecutive successful days within the challenge', () => {
    expect(bestStreak([])).toBe(0);
    expect(bestStreak(['2026-03-01', '2026-03-02', '2026-03-04', '2026-03-05', '2026-03-06'])).toBe(3);
    expect(bestStreak(['2026-03-31', '2026-04-01'])).toBe(2);
    expect(bestStreak(['2026-02-28', '2026-03-01'], { startDate: '2026-03-01', endDate: '2026-03-14' })).toBe(
      1,
    );
  });

  it('has a best streak between 1 and the number of distinct days whenever there is a day', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 30 }), { minLength: 1 }), (offsets) => {
        const streak = bestStreak(offsets.map((n) => addDays('2026-03-01', n)));
        expect(streak).toBeGreaterThanOrEqual(1);
        expect(streak).toBeLessThanOrEqual(offsets.length);
      }),
    );
  });

  it('counts the current streak back from the most recent check-in while days are met and consecutive', () => {
    expect(
      currentStreak([
        { date: '2026-03-03', successful: true },
        { date: '2026-03-02', successful: true },
        { date: '2026-03-01', successful: false },
      ]),
    ).toBe(2);
    expect(currentStreak([{ date: '2026-03-03', successful: false }])).toBe(0);
    expect(
      currentStreak([
        { date: '2026-03-05', successful: true },
        { date: '2026-03-03', successful: true },
      ]),
    ).toBe(1);
  });
});
