import { describe, expect, it } from 'vitest';
import type { TodayEntry } from '#shared/dashboard/dashboard.types';
import { deviceToday } from '#client/lib/device-today';
import { openCheckInsOf } from './open-check-ins';

const today = deviceToday();
const entry = (challengeId: string, overrides: Partial<TodayEntry> = {}) =>
  ({
    challengeId,
    date: today,
    viewerToday: today,
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
      entry('last day', { date: '2000-03-08' }),
      entry('closed', { canCheckIn: false }),
    ];
    expect(openCheckInsOf(entries, (row) => row.challengeId === 'on its way')).toBe(1);
  });
});

describe("an 'at least' amount under its target", () => {
  const amountDay = (amount: number, target: number) =>
    ({
      kind: 'check_in',
      met: false,
      date: today,
      stepCount: null,
      amount,
      amountTarget: target,
    }) as TodayEntry['checkIn'];

  it("is still open, as its row's 'Not yet' says; reaching the target closes it", () => {
    const entries = [
      entry('under way', { checkIn: amountDay(12, 20) }),
      entry('reached', { checkIn: amountDay(20, 20) }),
    ];
    expect(openCheckInsOf(entries, () => false)).toBe(1);
  });
});
