import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, calendarDateIn } from '#shared/domain/calendar-date';
import { isLoggedLate } from './logged-late';

describe('isLoggedLate', () => {
  it('is not late on its day or the day after, late from the second day after', () => {
    expect(isLoggedLate('2026-03-08', '2026-03-08T10:00:00Z', ['UTC'])).toBe(false);
    expect(isLoggedLate('2026-03-08', '2026-03-09T23:59:59Z', ['UTC'])).toBe(false);
    expect(isLoggedLate('2026-03-08', '2026-03-10T00:00:00Z', ['UTC'])).toBe(true);
    expect(isLoggedLate('2026-03-02', '2026-03-10T12:00:00Z', ['UTC'])).toBe(true);
  });

  it('counts days in the zones given: the same instant is the day after in one zone and two days after in another', () => {
    // 2026-03-10 06:00 UTC is still 2026-03-09 in Los Angeles (UTC−7 in March after the change, −8 before)
    const instant = '2026-03-10T06:00:00Z';
    expect(isLoggedLate('2026-03-08', instant, ['Europe/Paris'])).toBe(true);
    expect(isLoggedLate('2026-03-08', instant, ['America/Los_Angeles'])).toBe(false);
    // late only when every zone says so: the person's yesterday is never marked for a challenge far ahead
    expect(isLoggedLate('2026-03-08', instant, ['Europe/Paris', 'America/Los_Angeles'])).toBe(false);
    // UTC+14 and UTC−11: the farthest zones apart
    expect(isLoggedLate('2026-03-08', '2026-03-09T11:00:00Z', ['Pacific/Kiritimati'])).toBe(true);
    expect(isLoggedLate('2026-03-08', '2026-03-09T11:00:00Z', ['Pacific/Pago_Pago'])).toBe(false);
  });

  it('never marks a check-in without a zone to judge it in', () => {
    expect(isLoggedLate('2000-01-01', '2026-03-10T00:00:00Z', [])).toBe(false);
  });

  it('agrees with counting the days in each zone (property)', () => {
    const zones = ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Europe/Paris', 'America/New_York'];
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2090-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: -1, max: 20 }),
        fc.subarray(zones, { minLength: 1 }),
        (instant, daysBefore, chosen) => {
          const date = addDays(calendarDateIn(chosen[0]!, instant), -daysBefore);
          const late = isLoggedLate(date, instant, chosen);
          // the first zone's own count decides when it is the only one; more zones can only make it less late
          if (chosen.length === 1) expect(late).toBe(daysBefore > 1);
          else if (daysBefore <= 1) expect(late).toBe(false);
        },
      ),
    );
  });

  it('reads a zone it does not know as UTC, never throws', () => {
    expect(isLoggedLate('2026-03-07', '2026-03-10T12:00:00Z', ['Mars/Olympus_Mons'])).toBe(true);
    expect(isLoggedLate('2026-03-09', '2026-03-10T12:00:00Z', ['UTC', 'Mars/Olympus_Mons'])).toBe(false);
  });
});
