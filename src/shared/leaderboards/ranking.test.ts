import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareStandard, compareSteps, rank, sharedPositions } from './ranking';

describe('ranking (product-rules.md#leaderboards)', () => {
  it('ranks by successful days, then success rate, then best streak', () => {
    const ranked = rank(
      [
        { name: 'c', successfulDays: 5, successRate: 50, bestStreak: 5 },
        { name: 'a', successfulDays: 6, successRate: 40, bestStreak: 1 },
        { name: 'b', successfulDays: 5, successRate: 50, bestStreak: 6 },
        { name: 'd', successfulDays: 5, successRate: 60, bestStreak: 1 },
      ],
      compareStandard,
    );
    expect(ranked.map((r) => [r.name, r.position])).toEqual([
      ['a', 1],
      ['d', 2],
      ['b', 3],
      ['c', 4],
    ]);
  });

  it('ranks step boards by total points, then average percentage', () => {
    const ranked = rank(
      [
        { name: 'x', totalPercentage: 300, averagePercentage: 75 },
        { name: 'y', totalPercentage: 300, averagePercentage: 100 },
        { name: 'z', totalPercentage: 400, averagePercentage: 80 },
      ],
      compareSteps,
    );
    expect(ranked.map((r) => r.name)).toEqual(['z', 'y', 'x']);
  });

  it('numbers every entry once, 1 to n, each at least as good as the next', () => {
    const standing = fc.record({
      successfulDays: fc.integer({ min: 0, max: 14 }),
      successRate: fc.integer({ min: 0, max: 100 }),
      bestStreak: fc.integer({ min: 0, max: 14 }),
    });
    fc.assert(
      fc.property(fc.array(standing), (entries) => {
        const ranked = rank(entries, compareStandard);
        expect(ranked.map((r) => r.position)).toEqual(entries.map((_, i) => i + 1));
        for (let i = 1; i < ranked.length; i++)
          expect(compareStandard(ranked[i - 1]!, ranked[i]!)).toBeLessThanOrEqual(0);
      }),
    );
  });
});

describe('sharedPositions', () => {
  it('gives equal entries the same position and skips the places they take', () => {
    const sorted = [
      { successfulDays: 6, successRate: 50, bestStreak: 3 },
      { successfulDays: 5, successRate: 50, bestStreak: 3 },
      { successfulDays: 5, successRate: 50, bestStreak: 3 },
      { successfulDays: 4, successRate: 90, bestStreak: 4 },
    ];
    expect(sharedPositions(sorted, compareStandard)).toEqual([1, 2, 2, 4]);
    expect(sharedPositions([], compareStandard)).toEqual([]);
  });

  it('is 1 + the number of strictly better entries, for any board', () => {
    const standing = fc.record({
      successfulDays: fc.integer({ min: 0, max: 3 }),
      successRate: fc.integer({ min: 0, max: 2 }),
      bestStreak: fc.integer({ min: 0, max: 2 }),
    });
    fc.assert(
      fc.property(fc.array(standing, { maxLength: 30 }), (entries) => {
        const sorted = [...entries].sort(compareStandard);
        const positions = sharedPositions(sorted, compareStandard);
        sorted.forEach((entry, index) => {
          const better = sorted.filter((other) => compareStandard(other, entry) < 0).length;
          expect(positions[index]).toBe(better + 1);
        });
      }),
    );
  });
});
