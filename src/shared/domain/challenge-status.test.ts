import { setupI18n } from '@lingui/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-date';
import { challengeStatus, daysPassed, daysRemaining, statusLabels, totalDays } from './challenge-status';

const dates = { startDate: '2026-03-01', endDate: '2026-03-14' };
const english = setupI18n({ locale: 'en', messages: { en: {} } });

describe('challenge status and progress', () => {
  it('is upcoming before the start, active through the end date, completed after it', () => {
    expect(challengeStatus(dates, '2026-02-28')).toBe('upcoming');
    expect(challengeStatus(dates, '2026-03-01')).toBe('active');
    expect(challengeStatus(dates, '2026-03-14')).toBe('active');
    expect(challengeStatus(dates, '2026-03-15')).toBe('completed');
    expect(
      Object.fromEntries(Object.entries(statusLabels).map(([status, label]) => [status, english._(label)])),
    ).toEqual({
      upcoming: 'Starting Soon',
      active: 'In Progress',
      completed: 'Completed',
    });
  });

  it('counts days as product-rules.md#challenge-states-and-dates does', () => {
    expect(totalDays(dates)).toBe(14);
    expect(daysPassed(dates, '2026-02-20')).toBe(0);
    expect(daysPassed(dates, '2026-03-01')).toBe(1);
    expect(daysPassed(dates, '2026-03-10')).toBe(10);
    expect(daysPassed(dates, '2026-04-30')).toBe(14);
    expect(daysRemaining(dates, '2026-03-10')).toBe(4);
  });

  it('never counts more days passed than the challenge has, nor fewer than 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: -100, max: 100 }), (length, offset) => {
        const challenge = { startDate: '2026-01-10', endDate: addDays('2026-01-10', length) };
        const passed = daysPassed(challenge, addDays('2026-01-10', offset));
        expect(passed).toBeGreaterThanOrEqual(0);
        expect(passed).toBeLessThanOrEqual(totalDays(challenge));
        expect(passed + daysRemaining(challenge, addDays('2026-01-10', offset))).toBe(totalDays(challenge));
      }),
    );
  });
});
