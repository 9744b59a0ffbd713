import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDateIn,
  daysBetween,
  isCalendarDate,
  isValidTimeZone,
  knownTimeZoneOrUtc,
} from './calendar-date';

describe('calendar dates', () => {
  it('knows that one instant is different days in different zones', () => {
    const instant = new Date('2026-03-10T23:30:00Z');
    expect(calendarDateIn('UTC', instant)).toBe('2026-03-10');
    expect(calendarDateIn('Pacific/Kiritimati', instant)).toBe('2026-03-11'); // UTC+14
    expect(calendarDateIn('Pacific/Pago_Pago', new Date('2026-03-10T05:00:00Z'))).toBe('2026-03-09'); // UTC-11
  });

  it('counts days across a daylight-saving change as whole days', () => {
    // Europe/Berlin springs forward on 2026-03-29: that day has 23 hours
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(calendarDateIn('Europe/Berlin', new Date('2026-03-29T22:30:00Z'))).toBe('2026-03-30');
    expect(calendarDateIn('America/New_York', new Date('2026-11-01T04:30:00Z'))).toBe('2026-11-01');
  });

  it('validates dates and zones', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('26-2-3')).toBe(false);
    expect(['1900-01-01', '2999-12-31'].map(isCalendarDate)).toEqual([true, true]);
    expect(['0000-01-01', '1899-12-31', '3000-01-01', '9999-12-31'].map(isCalendarDate)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(isValidTimeZone('Asia/Kathmandu')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });

  it('answers the same the second time (known zones are remembered), in any spelling the runtime accepts', () => {
    for (const zone of ['Europe/Berlin', 'europe/berlin', 'UTC', 'Mars/Olympus', '', 'Europe/Berlin ']) {
      const first = isValidTimeZone(zone);
      expect(isValidTimeZone(zone), zone).toBe(first);
    }
    expect(isValidTimeZone('europe/berlin')).toBe(true);
    expect(isValidTimeZone('Europe/Berlin ')).toBe(false);
  });

  it('adding n days then counting gives n back', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: -1000, max: 1000 }),
        (date, n) => {
          const start = date.toISOString().slice(0, 10);
          expect(daysBetween(start, addDays(start, n))).toBe(n);
        },
      ),
    );
  });
});

describe('an unknown timezone', () => {
  it('counts as UTC instead of failing', () => {
    const instant = new Date('2026-03-10T23:30:00Z');
    expect(knownTimeZoneOrUtc('Mars/Olympus_Mons')).toBe('UTC');
    expect(knownTimeZoneOrUtc('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(calendarDateIn('Mars/Olympus_Mons', instant)).toBe('2026-03-10');
  });
});

describe('today in a zone, remembered per minute', () => {
  const zones = [
    'UTC',
    'Asia/Kathmandu',
    'Pacific/Chatham',
    'America/St_Johns',
    'Pacific/Kiritimati',
    'Etc/GMT+12',
  ];
  const freshDateIn = (timeZone: string, instant: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      instant,
    );

  it('answers what formatting the instant anew answers, also for instants a moment apart', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: -120_000, max: 120_000 }),
        (zone, instant, shiftMs) => {
          const later = new Date(instant.getTime() + shiftMs);
          expect(calendarDateIn(zone, instant)).toBe(freshDateIn(zone, instant));
          expect(calendarDateIn(zone, later)).toBe(freshDateIn(zone, later));
        },
      ),
    );
  });

  it('turns at midnight to the millisecond', () => {
    expect(calendarDateIn('Asia/Kathmandu', new Date('2026-03-10T18:14:59.999Z'))).toBe('2026-03-10');
    expect(calendarDateIn('Asia/Kathmandu', new Date('2026-03-10T18:15:00.000Z'))).toBe('2026-03-11');
    expect(calendarDateIn('Asia/Kathmandu', new Date('2026-03-10T18:14:59.999Z'))).toBe('2026-03-10');
  });
});
