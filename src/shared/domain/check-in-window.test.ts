import { describe, expect, it } from 'vitest';
import {
  initialCheckInDate,
  isCheckInLocked,
  isOldCheckIn,
  isOutsideChallenge,
  selectableCheckInRange,
} from './check-in-window';

const dates = { startDate: '2026-03-01', endDate: '2026-03-14' };

describe('the check-in window', () => {
  it('stays open for 7 days after the end date, then locks', () => {
    expect(isCheckInLocked(dates, '2026-03-14')).toBe(false);
    expect(isCheckInLocked(dates, '2026-03-21')).toBe(false);
    expect(isCheckInLocked(dates, '2026-03-22')).toBe(true);
  });

  it('offers the start up to the earlier of today and the end date', () => {
    expect(selectableCheckInRange(dates, '2026-02-27')).toBeNull();
    expect(selectableCheckInRange(dates, '2026-03-05')).toEqual({ from: '2026-03-01', to: '2026-03-05' });
    expect(selectableCheckInRange(dates, '2026-03-18')).toEqual({ from: '2026-03-01', to: '2026-03-14' });
    expect(initialCheckInDate(dates, '2026-03-05')).toBe('2026-03-05');
    expect(initialCheckInDate(dates, '2026-03-18')).toBe('2026-03-14');
  });

  it('flags old check-ins and dates outside the challenge', () => {
    expect(isOldCheckIn('2026-03-01', '2026-03-08')).toBe(false);
    expect(isOldCheckIn('2026-03-01', '2026-03-09')).toBe(true);
    expect(isOutsideChallenge('2026-02-28', dates)).toBe(true);
    expect(isOutsideChallenge('2026-03-14', dates)).toBe(false);
    expect(isOutsideChallenge('2026-03-15', dates)).toBe(true);
  });
});
