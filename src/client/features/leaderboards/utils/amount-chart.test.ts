import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { AmountGoal } from '#shared/challenges/daily-goal';
import { addDays } from '#shared/domain/calendar-date';
import type { AmountDay } from '#shared/leaderboards/amount-days.types';
import { chartDays, chartSummary, chartSummaryText, chartTop } from './amount-chart';

const pages: AmountGoal = { unit: 'pages', customUnit: null, target: 20, direction: 'at_least' };

const fortnight = (count = 14): AmountDay[] =>
  Array.from({ length: count }, (_, index) => ({
    date: addDays('2026-03-01', index),
    amount: null,
    rest: false,
    target: 20,
    met: null,
    synced: false,
  }));

const checkedIn = (day: AmountDay, amount: number): AmountDay => ({
  ...day,
  amount,
  met: amount >= day.target,
});

describe('chartDays', () => {
  it('draws every day of a fortnight, and the 14 up to today of a longer challenge', () => {
    expect(chartDays(fortnight(), '2026-03-05')).toHaveLength(14);
    const month = fortnight(30);
    expect(chartDays(month, '2026-03-05').map((d) => d.date)).toEqual(month.slice(0, 14).map((d) => d.date));
    expect(chartDays(month, '2026-03-20').at(-1)!.date).toBe('2026-03-20');
    expect(chartDays(month, '2026-03-20')).toHaveLength(14);
    expect(chartDays(month, '2026-05-01').at(-1)!.date).toBe('2026-03-30');
    expect(chartDays(month, '2026-01-01').at(0)!.date).toBe('2026-03-01');
  });
});

describe('chartSummary', () => {
  it('judges the days passed without rest days, and today once it holds an amount', () => {
    const days = fortnight();
    days[0] = checkedIn(days[0]!, 25);
    days[1] = checkedIn(days[1]!, 12);
    days[2] = { ...days[2]!, rest: true };
    // the 4th passed without a check-in; the 5th is today, still open
    expect(chartSummary(days, '2026-03-05', '2026-03-01')).toEqual({ onTarget: 1, judged: 3, average: 18.5 });
    days[4] = checkedIn(days[4]!, 20);
    expect(chartSummary(days, '2026-03-05', '2026-03-01')).toEqual({ onTarget: 2, judged: 4, average: 19 });
  });

  it("judges a late joiner's days from the day they count from (decision 039)", () => {
    const days = fortnight();
    days[4] = checkedIn(days[4]!, 5);
    expect(chartSummary(days, '2026-03-05', '2026-03-05')).toEqual({ onTarget: 0, judged: 1, average: 5 });
  });

  it('says it in words, with the average against the target', () => {
    expect(chartSummaryText(i18n, { onTarget: 12, judged: 14, average: 9 }, pages)).toBe(
      '12 of 14 days on target, 9 of 20 pages on average',
    );
    expect(chartSummaryText(i18n, { onTarget: 0, judged: 1, average: null }, pages)).toBe(
      '0 of 1 day on target',
    );
    expect(
      chartSummaryText(
        i18n,
        { onTarget: 1, judged: 2, average: 2.25 },
        { ...pages, unit: 'hours', target: 2, direction: 'at_most' },
      ),
    ).toBe('1 of 2 days on target, 2.25 of at most 2 hours on average');
  });
});

describe('chartTop', () => {
  it('leaves room above the highest amount or target', () => {
    const days = fortnight();
    expect(chartTop(days)).toBeCloseTo(23);
    days[0] = checkedIn(days[0]!, 40);
    expect(chartTop(days)).toBeCloseTo(46);
  });
});
