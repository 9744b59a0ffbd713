// This browser's side of Web Push: permission, the PushManager subscription and its key. No React, no API calls.

/** Whether this browser can receive pushes at all (iOS: only once the app is on the home screen). */
export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

// the service worker registers after load (another part of issue 12); waiting for it longer than this means it won't
const SERVICE_WORKER_WAIT_MS = 10_000;

async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('no service worker')), SERVICE_WORKER_WAIT_MS),
  );
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!isPushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function isSameKey(subscription: PushSubscription, serverKey: Uint8Array): boolean {
  const key = subscription.options.applicationServerKey;
  if (!key) return false;
  const bytes = new Uint8Array(key);
  return bytes.length === serverKey.length && bytes.every((byte, i) => byte === serverKey[i]);
}

export type SubscribeOutcome =
  { kind: 'subscribed'; subscription: PushSubscriptionJSON } | { kind: 'denied' } | { kind: 'dismissed' };

/**
 * Asks for permission (only ever from a click: browsers refuse a prompt nobody asked for) and subscribes with the
 * server's key. A subscription made with another key (the server's keys changed) is replaced.
 */
export async function subscribeThisDevice(publicKey: string): Promise<SubscribeOutcome> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return { kind: 'denied' };
  if (permission !== 'granted') return { kind: 'dismissed' };
  const registration = await serviceWorkerRegistration();
  const serverKey = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !isSameKey(subscription, serverKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: serverKey,
  });
  return { kind: 'subscribed', subscription: subscription.toJSON() };
}

/** Ends this browser's subscription; its endpoint, for the server to forget, or null when there was none. */
export async function unsubscribeThisDevice(): Promise<string | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
