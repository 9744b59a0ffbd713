import { PRODUCT_NAME } from '#shared/product-name';
import type { PushPayload } from '#shared/push/push.schemas';
import { paths } from '../lib/paths';

// The service worker's half of Web Push (decision 029): show what arrives, and open the app where it points on a
// click. sw.ts calls `registerPushHandlers(self)`. The few service-worker types it needs are declared here, so this
// module compiles with the page's DOM typings as well as with WebWorker's.

interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEventLike extends ExtendableEventLike {
  data: { json(): unknown } | null;
}
interface NotificationLike {
  data: unknown;
  close(): void;
}
interface NotificationClickEventLike extends ExtendableEventLike {
  notification: NotificationLike;
}
interface WindowClientLike {
  url: string;
  focused: boolean;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
export interface PushWorkerScope {
  location: { origin: string };
  registration: {
    showNotification(title: string, options: Record<string, unknown>): Promise<void>;
  };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  navigator: { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEventLike) => void): void;
  fetch(input: string, init?: RequestInit): Promise<Response>;
}

const ICON = '/icons/icon-192.png';
// the badge is drawn as a monochrome mask on Android: the icon's shape is what shows
const BADGE = '/icons/icon-192.png';

/** Only an in-app path is opened: a payload never takes the person off the site. */
export function destinationOf(payload: Partial<PushPayload>, origin: string): string {
  const path =
    payload.url?.startsWith('/') && !payload.url.startsWith('//') ? payload.url : paths.dashboard();
  return new URL(path, origin).href;
}

function isPushPayload(value: unknown): value is PushPayload {
  return typeof value === 'object' && value !== null && typeof (value as PushPayload).title === 'string';
}

async function setBadge(scope: PushWorkerScope, count: number | undefined) {
  if (count === undefined || !scope.navigator.setAppBadge || !scope.navigator.clearAppBadge) return;
  await (count > 0 ? scope.navigator.setAppBadge(count) : scope.navigator.clearAppBadge()).catch(() => {});
}

async function showPush(scope: PushWorkerScope, event: PushEventLike) {
  let payload: unknown = null;
  try {
    payload = event.data?.json() ?? null;
  } catch {
    // not our JSON: still show something, browsers penalise a push that shows nothing (userVisibleOnly)
  }
  const push: Partial<PushPayload> = isPushPayload(payload) ? payload : { title: PRODUCT_NAME };
  await Promise.all([
    scope.registration.showNotification(push.title ?? PRODUCT_NAME, {
      body: push.body ?? '',
      icon: ICON,
      badge: BADGE,
      // one notification per notification id: a retried push replaces rather than doubles
      tag: push.notificationId,
      data: { url: destinationOf(push, scope.location.origin), notificationId: push.notificationId },
    }),
    setBadge(scope, push.unreadCount),
  ]);
}

async function openDestination(scope: PushWorkerScope, event: NotificationClickEventLike) {
  event.notification.close();
  const data = (event.notification.data ?? {}) as { url?: string; notificationId?: string };
  const url = data.url ?? new URL(paths.dashboard(), scope.location.origin).href;
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.focused) ?? windows[0];
  // navigate() is refused for a page the worker does not control yet: then a new window it is
  const opening = open
    ? open
        .focus()
        .then(() => open.navigate(url))
        .catch(() => scope.clients.openWindow(url))
    : scope.clients.openWindow(url);
  // product-rules.md#the-bell-and-polling: opening a notification marks it read (the session cookie goes along: same
  // origin)
  const markingRead = data.notificationId
    ? scope
        .fetch(`/api/notifications/${encodeURIComponent(data.notificationId)}/read`, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
        .catch(() => undefined)
    : Promise.resolve();
  await Promise.all([opening, markingRead]);
}

/** Installs the 'push' and 'notificationclick' handlers on the service worker's global scope. */
export function registerPushHandlers(scope: PushWorkerScope) {
  scope.addEventListener('push', (event) => event.waitUntil(showPush(scope, event)));
  scope.addEventListener('notificationclick', (event) => event.waitUntil(openDestination(scope, event)));
}
