import { describe, expect, it } from 'vitest';
import type { TodayEntry } from '#shared/dashboard/dashboard.types';
import { openCheckInsOf } from './open-check-ins';

const entry = (challengeId: string, overrides: Partial<TodayEntry> = {}) =>
  ({
    challengeId,
    date: '2026-03-10',
    viewerToday: '2026-03-10',
    checkIn: null,
    canCheckIn: true,
    ...overrides,
  }) as TodayEntry;

describe('openCheckInsOf', () => {
  it('counts the rows of today with no answer, recorded or on its way', () => {
    const entries = [
      entry('open'),
      entry('recorded', { checkIn: { kind: 'rest' } as TodayEntry['checkIn'] }),
      entry('on its way'),
      // an ended challenge's last day, shown for its grace period, is not today's
      entry('last day', { date: '2026-03-08' }),
      entry('closed', { canCheckIn: false }),
    ];
    expect(openCheckInsOf(entries, (row) => row.challengeId === 'on its way')).toBe(1);
  });
});
