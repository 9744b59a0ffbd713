import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '#shared/domain/calendar-date';
import { progressCalendar, progressSummary } from './progress-calendar';

const challenge = { startDate: '2026-03-01', endDate: '2026-03-14' };

describe('progressCalendar', () => {
  it('lists every day of the challenge with its state', () => {
    const days = progressCalendar(
      challenge,
      [
        { date: '2026-03-01', met: true },
        { date: '2026-03-02', met: false },
      ],
      '2026-03-04',
    );
    expect(days).toHaveLength(14);
    expect(days.slice(0, 6).map((day) => day.state)).toEqual([
      'met',
      'missed',
      'no-check-in',
      'no-check-in',
      'future',
      'future',
    ]);
    expect(days[13]).toEqual({ date: '2026-03-14', state: 'future' });
  });

  it('ignores check-ins outside the challenge dates', () => {
    const days = progressCalendar(challenge, [{ date: '2026-02-28', met: true }], '2026-03-20');
    expect(days.every((day) => day.state === 'no-check-in')).toBe(true);
  });
});

describe('progressSummary', () => {
  it('counts successful days, rate over days passed, and streaks', () => {
    const checkIns = [
      { date: '2026-03-01', met: true },
      { date: '2026-03-02', met: true },
      { date: '2026-03-03', met: false },
      { date: '2026-03-04', met: true },
    ];
    expect(progressSummary(challenge, checkIns, '2026-03-04')).toEqual({
      successfulDays: 3,
      daysPassed: 4,
      successRate: 75,
      bestStreak: 2,
      currentStreak: 1,
    });
  });

  it('shows the streak the person is on: alive until a whole day passes without a check-in', () => {
    const checkIns = [
      { date: '2026-03-02', met: true },
      { date: '2026-03-03', met: true },
    ];
    expect(progressSummary(challenge, checkIns, '2026-03-04').currentStreak).toBe(2);
    expect(progressSummary(challenge, checkIns, '2026-03-05').currentStreak).toBe(0);
    // the person's own today decides, when it differs from the challenge's
    expect(progressSummary(challenge, checkIns, '2026-03-05', '2026-03-04').currentStreak).toBe(2);
  });

  it('is all zero before the start', () => {
    expect(progressSummary(challenge, [], '2026-02-20')).toEqual({
      successfulDays: 0,
      daysPassed: 0,
      successRate: 0,
      bestStreak: 0,
      currentStreak: 0,
    });
  });

  it('agrees with the calendar: met days are the successful days, and the rate stays within 0–100', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: -3, max: 16 }), { selector: (offset) => offset }),
        fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }),
        fc.integer({ min: -2, max: 20 }),
        (offsets, results, todayOffset) => {
          const today = addDays(challenge.startDate, todayOffset);
          const checkIns = offsets
            .map((offset, index) => ({ date: addDays(challenge.startDate, offset), met: results[index]! }))
            .filter((checkIn) => checkIn.date <= today);
          const summary = progressSummary(challenge, checkIns, today);
          const metDays = progressCalendar(challenge, checkIns, today).filter((day) => day.state === 'met');
          expect(summary.successfulDays).toBe(metDays.length);
          expect(summary.bestStreak).toBeLessThanOrEqual(summary.successfulDays);
          expect(summary.successRate).toBeGreaterThanOrEqual(0);
          expect(summary.successRate).toBeLessThanOrEqual(100);
        },
      ),
    );
  });
});
