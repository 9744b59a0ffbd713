import type { RecordedCheckIn } from '#shared/check-ins/check-ins.types';
import { ApiError } from '#client/lib/api-error';
import type { PendingCheckIn } from './outbox';

/**
 * Whether a failed check-in is worth keeping on the device to send again: the server was not reached (offline, a
 * dropped connection), was busy (429) or failed (5xx). Any other answer is a refusal for a reason ('This challenge
 * has ended…', no longer taking part) that sending again would not change.
 */
export function isWorthKeeping(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

export interface ReplayPorts {
  send: (checkIn: PendingCheckIn) => Promise<RecordedCheckIn>;
  forget: (clientId: string) => Promise<void>;
  onSynced: (checkIn: PendingCheckIn, answer: RecordedCheckIn) => void;
  onRefused: (checkIn: PendingCheckIn, error: unknown) => void;
}

export interface ReplaySummary {
  synced: number;
  refused: number;
  /** still on the device: the server was out of reach again */
  kept: number;
}

/**
 * Sends the pending check-ins again, oldest first, each with its client id (so one the server already has is
 * answered, not doubled). A synced or refused one leaves the device; the first that cannot reach the server stops
 * the round, and it and the rest wait for the next.
 */
export async function replayPendingCheckIns(
  pending: PendingCheckIn[],
  ports: ReplayPorts,
): Promise<ReplaySummary> {
  const summary: ReplaySummary = { synced: 0, refused: 0, kept: 0 };
  for (const [index, checkIn] of pending.entries()) {
    let answer: RecordedCheckIn;
    try {
      answer = await ports.send(checkIn);
    } catch (error) {
      if (isWorthKeeping(error)) {
        summary.kept = pending.length - index;
        return summary;
      }
      await ports.forget(checkIn.clientId);
      summary.refused += 1;
      ports.onRefused(checkIn, error);
      continue;
    }
    await ports.forget(checkIn.clientId);
    summary.synced += 1;
    ports.onSynced(checkIn, answer);
  }
  return summary;
}
