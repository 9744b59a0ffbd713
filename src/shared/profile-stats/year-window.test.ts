import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '#shared/domain/calendar-date';
import { weekdayOf, yearWindow } from './year-window';

describe('yearWindow', () => {
  it('starts on the Sunday 52 weeks before the week of today', () => {
    // 2026-03-10 is a Tuesday; its week began on Sunday 2026-03-08
    expect(yearWindow('2026-03-10')).toEqual({ from: '2025-03-09', to: '2026-03-10' });
    expect(yearWindow('2026-03-08')).toEqual({ from: '2025-03-09', to: '2026-03-08' });
  });

  it('always covers 53 weeks starting on a Sunday, today in the last', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (offset) => {
        const today = addDays('1990-01-01', offset);
        const { from, to } = yearWindow(today);
        expect(weekdayOf(from)).toBe(0);
        expect(to).toBe(today);
        expect(daysBetween(from, today)).toBe(52 * 7 + weekdayOf(today));
      }),
    );
  });
});
