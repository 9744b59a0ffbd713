import { deleteSubscription } from '../api/push-subscriptions';
import { unsubscribeThisDevice } from './device-push';

/**
 * Before signing out: this browser stops receiving the person's pushes, and the server forgets it, so the next
 * person on the device never sees the previous one's notifications. Called while the session still exists (the
 * DELETE needs it); a failure (offline) is left to the push service's 410, which removes the subscription later.
 */
export async function forgetThisDevice(): Promise<void> {
  const endpoint = await unsubscribeThisDevice().catch(() => null);
  if (endpoint) await deleteSubscription(endpoint).catch(() => undefined);
}
