import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, type CalendarDate } from '#shared/domain/calendar-date';
import { earliestEndDate, isEndAfterStart } from './challenge-dates';

describe('isEndAfterStart', () => {
  it('refuses an end on the start day or before it, and waits for both dates', () => {
    expect(isEndAfterStart({ startDate: '2026-03-10', endDate: '2026-03-10' })).toBe(false);
    expect(isEndAfterStart({ startDate: '2026-03-10', endDate: '2026-03-09' })).toBe(false);
    expect(isEndAfterStart({ startDate: '2026-03-10', endDate: '2026-03-11' })).toBe(true);
    expect(isEndAfterStart({ startDate: '2026-03-10', endDate: '' })).toBe(true);
    expect(isEndAfterStart({ startDate: undefined, endDate: '2026-03-10' })).toBe(true);
  });

  it('accepts the earliest end date the picker offers, and not the day before it', () => {
    const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true });
    fc.assert(
      fc.property(day, (date) => {
        const startDate = date.toISOString().slice(0, 10) as CalendarDate;
        const earliest = earliestEndDate(startDate);
        expect(isEndAfterStart({ startDate, endDate: earliest })).toBe(true);
        expect(isEndAfterStart({ startDate, endDate: addDays(earliest, -1) })).toBe(false);
      }),
    );
  });
});
