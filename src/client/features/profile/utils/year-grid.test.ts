import { describe, expect, it } from 'vitest';
import { dayTallyText, overallStreakText, weekdayDates, yearSummary, yearWeeks } from './year-grid';

const year = {
  from: '2025-03-09',
  to: '2026-03-10',
  days: [
    { date: '2025-03-09', met: 1, missed: 0, rest: 0 },
    { date: '2026-03-03', met: 2, missed: 1, rest: 0 },
    { date: '2026-03-04', met: 0, missed: 0, rest: 1 },
    { date: '2026-03-10', met: 0, missed: 1, rest: 0 },
  ],
};

describe('yearWeeks', () => {
  const weeks = yearWeeks(year);

  it('has 53 columns of Sunday-to-Saturday days, blank after today', () => {
    expect(weeks).toHaveLength(53);
    expect(weeks.every((week) => week.days.length === 7)).toBe(true);
    expect(weeks[0]!.days[0]).toEqual({ date: '2025-03-09', state: 'met', label: 'Sun, Mar 9, 2025: 1 met' });
    const last = weeks.at(-1)!;
    expect(last.start).toBe('2026-03-08');
    expect(last.days.map((day) => day?.state ?? null)).toEqual([
      'none',
      'none',
      'missed',
      null,
      null,
      null,
      null,
    ]);
  });

  it('labels every day with what it holds', () => {
    const march = weeks.at(-2)!.days;
    expect(march[2]!.label).toBe('Tue, Mar 3, 2026: 2 met, 1 missed');
    expect(march[2]!.state).toBe('partial');
    expect(march[3]!.label).toBe('Wed, Mar 4, 2026: 1 rest day');
    expect(march[3]!.state).toBe('rest');
    expect(march[4]!.label).toBe('Thu, Mar 5, 2026: no check-ins');
  });

  it('leaves the first column unnamed when the next month begins within two weeks', () => {
    const november = yearWeeks({ from: '2025-11-23', to: '2026-11-24', days: [] });
    expect(november[0]!.month).toBeNull();
    expect(november[1]!.month).toBe('Dec');
  });

  it('names the month on the first column and on each week holding a 1st', () => {
    const months = weeks.map((week) => week.month).filter(Boolean);
    expect(months).toEqual([
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
      'Jan',
      'Feb',
      'Mar',
    ]);
  });
});

describe('yearWeeks from Monday', () => {
  const weeks = yearWeeks(year, 1);

  it('starts each column on a Monday, the days before the year blank', () => {
    expect(weeks[0]!.start).toBe('2025-03-03');
    expect(weeks[0]!.days.map((day) => day?.date ?? null)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      '2025-03-09',
    ]);
    expect(weeks).toHaveLength(54);
    expect(weeks.at(-1)!.start).toBe('2026-03-09');
    expect(weeks.at(-1)!.days.map((day) => day?.state ?? null)).toEqual([
      'none',
      'missed',
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('names the rows from Monday', () => {
    expect(weekdayDates(1)).toEqual([
      '2023-01-02',
      '2023-01-03',
      '2023-01-04',
      '2023-01-05',
      '2023-01-06',
      '2023-01-07',
      '2023-01-08',
    ]);
    expect(weekdayDates(0)[0]).toBe('2023-01-01');
  });
});

describe('texts', () => {
  it('sums the year and the streak in words', () => {
    expect(yearSummary(year.days)).toBe('5 check-ins in the last year, 3 met, 1 rest day');
    expect(yearSummary([])).toBe('0 check-ins in the last year, 0 met');
    expect(dayTallyText({ met: 1, missed: 0, rest: 2 })).toBe('1 met, 2 rest days');
    expect(overallStreakText(1)).toBe('Overall streak: 1 day');
    expect(overallStreakText(12)).toBe('Overall streak: 12 days');
  });
});
