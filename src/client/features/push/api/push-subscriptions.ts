import type { PushPublicKey } from '#shared/push/push.types';
import { apiFetch } from '#client/lib/api-client';

/** GET /api/push/public-key: what the browser subscribes with. */
export const fetchPushPublicKey = () => apiFetch<PushPublicKey>('/push/public-key');

/** POST /api/push/subscriptions: this device receives the signed-in person's pushes. */
export const saveSubscription = (subscription: PushSubscriptionJSON) =>
  apiFetch<null>('/push/subscriptions', {
    method: 'POST',
    body: { endpoint: subscription.endpoint, keys: subscription.keys },
  });

/** DELETE /api/push/subscriptions: this device no longer does. */
export const deleteSubscription = (endpoint: string) =>
  apiFetch<null>(`/push/subscriptions?endpoint=${encodeURIComponent(endpoint)}`, { method: 'DELETE' });
