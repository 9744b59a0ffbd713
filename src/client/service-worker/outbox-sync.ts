import type { RecordedCheckIn } from '#shared/check-ins/check-ins.types';
import { ApiError } from '../lib/api-error';
import type { PendingCheckIn } from '../features/check-ins/offline/outbox';
import { replayPendingCheckIns } from '../features/check-ins/offline/replay-pending-check-ins';
import { OUTBOX_SYNC_TAG } from './notification-actions';

// Background Sync (issue 28): a check-in answered from a notification without a network is sent by the worker once
// the browser is back online, even with no page open. The page replays the same outbox with the same client ids
// (check-in-outbox-provider.tsx), so whichever comes first records it and the other is answered with it, never twice.

interface SyncEventLike {
  tag: string;
  waitUntil(promise: Promise<unknown>): void;
}
/** The device's outbox as the sync reads it (outbox.ts; a stand-in in unit tests). */
export interface SyncOutbox {
  pendingOf(userId: string): Promise<PendingCheckIn[]>;
  forget(clientId: string): Promise<void>;
}

export interface SyncScope {
  addEventListener(type: 'sync', listener: (event: SyncEventLike) => void): void;
  fetch(input: string, init?: RequestInit): Promise<Response>;
}

/** The signed-in person's id (the session cookie goes along), or null: nobody's check-ins are sent then. */
async function signedInUserId(scope: SyncScope): Promise<string | null> {
  const response = await scope.fetch('/api/auth/get-session', { credentials: 'same-origin' });
  const session = (await response.json().catch(() => null)) as { user?: { id?: string } } | null;
  return session?.user?.id ?? null;
}

async function send(scope: SyncScope, checkIn: PendingCheckIn): Promise<RecordedCheckIn> {
  let response: Response;
  try {
    response = await scope.fetch(`/api/challenges/${encodeURIComponent(checkIn.challengeId)}/check-ins`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ date: checkIn.date, ...checkIn.answer, clientId: checkIn.clientId }),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'offline');
  }
  if (!response.ok) throw new ApiError(response.status, 'REFUSED', 'refused');
  return (await response.json()) as RecordedCheckIn;
}

/** Sends the signed-in person's waiting check-ins; one still out of reach fails the sync so the browser retries. */
async function replayOutbox(scope: SyncScope, outbox: SyncOutbox) {
  const userId = await signedInUserId(scope);
  if (!userId) return;
  const summary = await replayPendingCheckIns(await outbox.pendingOf(userId), {
    send: (checkIn) => send(scope, checkIn),
    forget: (clientId) => outbox.forget(clientId),
    // the page says what came of each when it opens; the worker has nothing to show
    onSynced: () => {},
    onRefused: () => {},
  });
  if (summary.kept > 0) throw new Error('check-ins still waiting for the network');
}

/** Installs the 'sync' handler that sends the outbox (sw.ts). */
export function registerOutboxSync(scope: SyncScope, outbox: SyncOutbox) {
  scope.addEventListener('sync', (event) => {
    if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(replayOutbox(scope, outbox));
  });
}
