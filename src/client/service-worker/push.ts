import { PRODUCT_NAME } from '#shared/product-name';
import type { PushPayload } from '#shared/push/push.schemas';
import { paths } from '../lib/paths';
import {
  type ActionOutbox,
  type ActionScope,
  answerFromNotification,
  type NotificationData,
  reminderDestination,
} from './notification-actions';

// The service worker's half of Web Push (decision 029): show what arrives, and open the app where it points on a
// click; a reminder's actions are answered without opening it (notification-actions.ts, issue 28). sw.ts calls
// `registerPushHandlers(self, outbox)`. The few service-worker types it needs are declared here, so this
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
  /** the action's id, '' for a tap on the notification itself */
  action?: string;
}
interface WindowClientLike {
  url: string;
  focused: boolean;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
export interface PushWorkerScope extends ActionScope {
  location: { origin: string };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEventLike) => void): void;
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
  const data: NotificationData = {
    url: destinationOf(push, scope.location.origin),
    notificationId: push.notificationId,
    ...(push.checkIn && { checkIn: push.checkIn, openCheckIns: push.openCheckIns }),
  };
  await Promise.all([
    scope.registration.showNotification(push.title ?? PRODUCT_NAME, {
      body: push.body ?? '',
      icon: ICON,
      badge: BADGE,
      // one notification per notification id: a retried push replaces rather than doubles
      tag: push.notificationId,
      data,
      // in the payload's order: a browser shows as many as it can from the front (Notification.maxActions)
      ...(push.checkIn && {
        actions: push.checkIn.actions.map(({ action, title }) => ({ action, title })),
      }),
    }),
    setBadge(scope, push.openCheckIns),
  ]);
}

async function onNotificationClick(
  scope: PushWorkerScope,
  outbox: ActionOutbox,
  event: NotificationClickEventLike,
) {
  event.notification.close();
  const data = (event.notification.data ?? {}) as NotificationData;
  const action = event.action ?? '';
  if (await answerFromNotification(scope, outbox, data, action)) return;
  // 'Log…' opens the Today panel at the challenge's amount field
  const url =
    data.checkIn && action
      ? new URL(reminderDestination(data.checkIn, action), scope.location.origin).href
      : data.url;
  await openDestination(scope, { ...data, url });
}

async function openDestination(scope: PushWorkerScope, data: NotificationData) {
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

/**
 * Installs the 'push' and 'notificationclick' handlers on the service worker's global scope; `outbox` keeps a check-in
 * answered from a notification without a network.
 */
export function registerPushHandlers(scope: PushWorkerScope, outbox: ActionOutbox) {
  scope.addEventListener('push', (event) => event.waitUntil(showPush(scope, event)));
  scope.addEventListener('notificationclick', (event) =>
    event.waitUntil(onNotificationClick(scope, outbox, event)),
  );
}
