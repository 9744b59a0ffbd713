import { describe, expect, it } from 'vitest';
import type { RecordedCheckIn } from '#shared/check-ins/check-ins.types';
import { ApiError } from '#client/lib/api-client';
import type { PendingCheckIn } from './outbox';
import { isWorthKeeping, replayPendingCheckIns } from './replay-pending-check-ins';

const offline = () =>
  new ApiError(0, 'NETWORK', 'Network error. Please check your connection and try again.');
const ended = () =>
  new ApiError(400, 'BAD_REQUEST', 'This challenge has ended. Check-ins are no longer allowed.');

const pending = (clientId: string): PendingCheckIn => ({
  clientId,
  userId: 'user-1',
  challengeId: 'challenge-1',
  challengeTitle: 'Daily Walks',
  date: '2026-03-10',
  answer: { met: true, notes: '' },
  savedAt: '2026-03-10T18:00:00.000Z',
});

/** Ports that answer from a script of outcomes per client id and record what happened. */
function portsAnswering(outcomes: Record<string, () => RecordedCheckIn>) {
  const events: string[] = [];
  return {
    events,
    ports: {
      send: async (checkIn: PendingCheckIn) => {
        events.push(`send ${checkIn.clientId}`);
        return outcomes[checkIn.clientId]!();
      },
      forget: async (clientId: string) => {
        events.push(`forget ${clientId}`);
      },
      onSynced: (checkIn: PendingCheckIn) => events.push(`synced ${checkIn.clientId}`),
      onRefused: (checkIn: PendingCheckIn, error: unknown) =>
        events.push(`refused ${checkIn.clientId}: ${(error as Error).message}`),
    },
  };
}

const recorded = () => ({ id: 'check-in' }) as RecordedCheckIn;
const throwing = (error: () => Error) => () => {
  throw error();
};

describe('isWorthKeeping', () => {
  it('keeps what never reached the server, or reached it busy or failing', () => {
    for (const status of [0, 408, 429, 500, 502, 503]) {
      expect(isWorthKeeping(new ApiError(status, 'X', 'x')), String(status)).toBe(true);
    }
  });

  it('lets go of a refusal for a reason, and of anything that is not an answer from the API', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) {
      expect(isWorthKeeping(new ApiError(status, 'X', 'x')), String(status)).toBe(false);
    }
    expect(isWorthKeeping(new Error('bug'))).toBe(false);
  });
});

describe('replayPendingCheckIns', () => {
  it('sends each in order and lets go of each once the server answered it', async () => {
    const { events, ports } = portsAnswering({ a: recorded, b: recorded });
    const summary = await replayPendingCheckIns([pending('a'), pending('b')], ports);
    expect(summary).toEqual({ synced: 2, refused: 0, kept: 0 });
    expect(events).toEqual(['send a', 'forget a', 'synced a', 'send b', 'forget b', 'synced b']);
  });

  it('tells the person about a refusal for a reason, lets go of it and goes on with the rest', async () => {
    const { events, ports } = portsAnswering({ a: throwing(ended), b: recorded });
    const summary = await replayPendingCheckIns([pending('a'), pending('b')], ports);
    expect(summary).toEqual({ synced: 1, refused: 1, kept: 0 });
    expect(events).toEqual([
      'send a',
      'forget a',
      'refused a: This challenge has ended. Check-ins are no longer allowed.',
      'send b',
      'forget b',
      'synced b',
    ]);
  });

  it('stops at the first that cannot reach the server and keeps it and the rest', async () => {
    const { events, ports } = portsAnswering({ a: recorded, b: throwing(offline), c: recorded });
    const summary = await replayPendingCheckIns([pending('a'), pending('b'), pending('c')], ports);
    expect(summary).toEqual({ synced: 1, refused: 0, kept: 2 });
    expect(events).toEqual(['send a', 'forget a', 'synced a', 'send b']);
  });
});
