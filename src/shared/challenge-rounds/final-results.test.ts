import { describe, expect, it } from 'vitest';
import { challengeDays, finalEntries, longestStreakOf, podiumOf } from './final-results';

// product-rules.md#results-and-rounds: results from the kept standings, in the board's order, nothing rescored.

const person = (id: string) => ({ id, name: id.toUpperCase(), avatar: null });
const standing = (
  successfulDays: number,
  bestStreak: number,
  stepPoints = 0,
  stepAverage = 0,
  amountTotal = 0,
  totalCheckIns = 0,
) => ({
  successfulDays,
  bestStreak,
  stepPoints,
  stepAverage,
  amountTotal,
  totalCheckIns,
  countedFrom: '2026-02-27',
  restDates: [] as string[],
});

describe('final results', () => {
  const days = challengeDays('2026-02-27', '2026-03-02');

  it('lists every day from the start to the end, across a month', () => {
    expect(days).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('ranks a standard board by days, then rate, then best streak, sharing places; unranked people last', () => {
    const entries = finalEntries({
      challengeType: 'sugar_free',
      amountGoal: null,
      days,
      participants: [
        { person: person('nobody'), standing: null },
        { person: person('b'), standing: standing(2, 1) },
        { person: person('a'), standing: standing(2, 2) },
        { person: person('c'), standing: standing(2, 2) },
        { person: person('d'), standing: standing(4, 4) },
      ],
      checkIns: [
        { userId: 'a', date: '2026-02-28', kind: 'check_in', goalData: { sugarFree: true }, sugarFree: true },
        { userId: 'a', date: '2026-03-01', kind: 'check_in', goalData: { sugarFree: true }, sugarFree: true },
        {
          userId: 'a',
          date: '2026-03-02',
          kind: 'check_in',
          goalData: { sugarFree: false },
          sugarFree: false,
        },
        { userId: 'a', date: '2026-03-09', kind: 'check_in', goalData: { sugarFree: true }, sugarFree: true },
      ],
    });
    expect(entries.map((entry) => [entry.person.id, entry.position])).toEqual([
      ['d', 1],
      ['a', 2],
      ['c', 2],
      ['b', 4],
      ['nobody', null],
    ]);
    expect(entries[0]).toMatchObject({ successRate: 100, isPerfect: true });
    expect(entries[1]!.days).toEqual(['none', 'met', 'met', 'missed']);
    expect(podiumOf(entries).map((entry) => entry.person.id)).toEqual(['d', 'a', 'c']);
    expect(longestStreakOf(entries)).toEqual({ days: 4, people: [person('d')] });
  });

  it('ranks a step board by points, then average, and judges a step day by its own target', () => {
    const entries = finalEntries({
      challengeType: 'step_count',
      amountGoal: null,
      days,
      participants: [
        { person: person('few'), standing: standing(1, 1, 150, 75) },
        { person: person('many'), standing: standing(0, 0, 180, 60) },
      ],
      checkIns: [
        {
          userId: 'few',
          date: '2026-02-27',
          kind: 'check_in',
          goalData: { stepCount: 9000, targetSteps: 8000 },
          sugarFree: false,
        },
        {
          userId: 'few',
          date: '2026-02-28',
          kind: 'check_in',
          goalData: { stepCount: 4000, targetSteps: 8000 },
          sugarFree: false,
        },
      ],
    });
    expect(entries.map((entry) => entry.person.id)).toEqual(['many', 'few']);
    expect(entries[1]!.days).toEqual(['met', 'missed', 'none', 'none']);
  });

  it('shows a rest day as one, and rates from the joined day without the rest days, as the board (decision 039)', () => {
    const [late] = finalEntries({
      challengeType: 'sugar_free',
      amountGoal: null,
      days,
      participants: [
        {
          person: person('late'),
          // a rest day before the rate's first day does not shorten it again
          standing: { ...standing(2, 2), countedFrom: '2026-02-28', restDates: ['2026-02-27', '2026-03-01'] },
        },
      ],
      checkIns: [
        {
          userId: 'late',
          date: '2026-02-28',
          kind: 'check_in',
          goalData: { sugarFree: true },
          sugarFree: true,
        },
        { userId: 'late', date: '2026-03-01', kind: 'rest', goalData: null, sugarFree: false },
        {
          userId: 'late',
          date: '2026-03-02',
          kind: 'check_in',
          goalData: { sugarFree: true },
          sugarFree: true,
        },
      ],
    });
    expect(late!.days).toEqual(['none', 'met', 'rest', 'met']);
    // three days counted from the 28th, one of them a rest day: 2 of 2
    expect(late).toMatchObject({ successRate: 100, isPerfect: true });
  });

  it('names nobody for the longest streak when no day was met', () => {
    expect(longestStreakOf([])).toEqual({ days: 0, people: [] });
  });

  it('breaks an amount board’s tie as the board does, with its totals, averages and each day’s amount', () => {
    const pages = (userId: string, date: string, amount: number) => ({
      userId,
      date,
      kind: 'check_in' as const,
      goalData: { amount, target: 20, direction: 'at_least', unit: 'pages' },
      sugarFree: amount >= 20,
    });
    const both = (amountGoal: { direction: 'at_least' | 'at_most' }) =>
      finalEntries({
        challengeType: 'custom',
        amountGoal: { unit: 'pages', customUnit: null, target: 20, ...amountGoal },
        days,
        participants: [
          // one day met each: 'little' logged 25 pages in 2 check-ins, 'lots' 50 in 2
          { person: person('little'), standing: standing(1, 1, 0, 0, 25, 2) },
          { person: person('lots'), standing: standing(1, 1, 0, 0, 50, 2) },
        ],
        checkIns: [
          pages('little', '2026-02-27', 20),
          pages('little', '2026-02-28', 5),
          pages('lots', '2026-02-27', 50),
        ],
      });
    const atLeast = both({ direction: 'at_least' });
    expect(
      atLeast.map((entry) => [entry.person.id, entry.position, entry.amountTotal, entry.amountAverage]),
    ).toEqual([
      ['lots', 1, 50, 25],
      ['little', 2, 25, 12.5],
    ]);
    expect(atLeast[1]!.amounts).toEqual([20, 5, null, null]);
    expect(both({ direction: 'at_most' }).map((entry) => entry.person.id)).toEqual(['little', 'lots']);
  });
});
