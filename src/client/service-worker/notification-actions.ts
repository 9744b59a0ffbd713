import type { RecordedCheckIn } from '#shared/check-ins/check-ins.types';
import { todayLink } from '#shared/dashboard/today-link';
import { pluralText, type ReminderAction, type ReminderCheckIn } from '#shared/push/reminder-check-in';
import type { PendingCheckIn } from '../features/check-ins/offline/outbox';

// Issue 28, item 1: a reminder's action is answered by the service worker itself, no window opened. The answer goes
// to the API with the session cookie (same origin) and the notification is replaced, under the same tag, by the result
// or the server's refusal. Without a network a check-in waits in the device's outbox (decision 030), which the page
// replays with the same client id, and the worker too where the browser has Background Sync.

/** The Background Sync tag the worker replays the outbox under (sw.ts). */
export const OUTBOX_SYNC_TAG = 'check-in-outbox';

const ICON = '/icons/icon-192.png';
// the badge is drawn as a monochrome mask on Android: the icon's shape is what shows
const BADGE = '/icons/icon-192.png';

/** What a reminder's notification keeps for its click (push.ts writes it). */
export interface NotificationData {
  url?: string;
  notificationId?: string;
  /** the badge when it was shown: one fewer once its challenge is answered */
  openCheckIns?: number;
  checkIn?: ReminderCheckIn;
}

export interface ActionScope {
  registration: {
    showNotification(title: string, options: Record<string, unknown>): Promise<void>;
    sync?: { register(tag: string): Promise<void> };
  };
  navigator: { setAppBadge?: (count?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };
  fetch(input: string, init?: RequestInit): Promise<Response>;
}

/** Where a check-in the server could not be reached for is kept (the page's outbox; a stand-in in unit tests). */
export interface ActionOutbox {
  keep(checkIn: PendingCheckIn): Promise<void>;
}

const postJson = (scope: ActionScope, path: string, body: unknown) =>
  scope.fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The server's words for a refusal ({ error: { message } }), else the reminder's own. */
async function refusalOf(response: Response, checkIn: ReminderCheckIn): Promise<string> {
  const answer = (await response.json().catch(() => null)) as { error?: { message?: unknown } } | null;
  const message = answer?.error?.message;
  return typeof message === 'string' && message ? message : checkIn.texts.failed;
}

/** A recorded check-in's words: the milestone it reached, else the streak, else just 'Checked in.'. */
function resultOf(checkIn: ReminderCheckIn, action: ReminderAction, answer: Partial<RecordedCheckIn>) {
  if (action === 'rest') return checkIn.texts.rest;
  if (action === 'missed') return checkIn.texts.missed;
  if (answer.milestone) return checkIn.texts.milestones[answer.milestone];
  const streak = answer.currentStreak ?? 0;
  return streak > 0 ? pluralText(checkIn.texts.streak, checkIn.locale, streak) : checkIn.texts.checkedIn;
}

async function showResult(
  scope: ActionScope,
  data: NotificationData,
  checkIn: ReminderCheckIn,
  body: string,
) {
  await scope.registration.showNotification(checkIn.challengeTitle, {
    body,
    icon: ICON,
    badge: BADGE,
    // the same tag: the result takes the reminder's place rather than adding a second notification
    tag: data.notificationId,
    data: { url: data.url, notificationId: data.notificationId } satisfies NotificationData,
  });
}

/** The check-in waits on the device; the browser replays it when it is back online, where it can. */
async function keepForLater(
  scope: ActionScope,
  outbox: ActionOutbox,
  checkIn: ReminderCheckIn,
  body: { date: string; met: boolean; clientId: string },
) {
  await outbox.keep({
    clientId: body.clientId,
    userId: checkIn.userId,
    challengeId: checkIn.challengeId,
    challengeTitle: checkIn.challengeTitle,
    date: checkIn.date,
    answer: { met: body.met, notes: '' },
    savedAt: new Date().toISOString(),
  });
  await scope.registration.sync?.register(OUTBOX_SYNC_TAG).catch(() => {});
}

/**
 * Records the answer an action of a reminder's notification stands for ('met', 'missed' or 'rest') and replaces the
 * notification with what came of it. Returns false for anything that is not such an action (the click opens the app).
 */
export async function answerFromNotification(
  scope: ActionScope,
  outbox: ActionOutbox,
  data: NotificationData,
  action: string,
): Promise<boolean> {
  const { checkIn } = data;
  if (!checkIn || (action !== 'met' && action !== 'missed' && action !== 'rest')) return false;
  const base = `/api/challenges/${encodeURIComponent(checkIn.challengeId)}`;
  const checkInBody = { date: checkIn.date, met: action === 'met', clientId: crypto.randomUUID() };
  let response: Response;
  try {
    response =
      action === 'rest'
        ? await postJson(scope, `${base}/rest-days`, { date: checkIn.date })
        : await postJson(scope, `${base}/check-ins`, checkInBody);
  } catch {
    // no network: a check-in waits on the device; a rest day is not kept (the outbox holds check-ins only)
    if (action === 'rest') {
      await showResult(scope, data, checkIn, checkIn.texts.restOffline);
      return true;
    }
    await keepForLater(scope, outbox, checkIn, checkInBody);
    await showResult(scope, data, checkIn, checkIn.texts.savedOnDevice);
    return true;
  }
  if (!response.ok) {
    await showResult(scope, data, checkIn, await refusalOf(response, checkIn));
    return true;
  }
  const answer = (await response.json().catch(() => ({}))) as Partial<RecordedCheckIn>;
  await Promise.all([
    showResult(scope, data, checkIn, resultOf(checkIn, action, answer)),
    oneFewerOpen(scope, data.openCheckIns),
    // answering the reminder is reading it (product-rules.md#the-bell-and-polling)
    data.notificationId
      ? postJson(scope, `/api/notifications/${encodeURIComponent(data.notificationId)}/read`, {}).catch(
          () => undefined,
        )
      : Promise.resolve(),
  ]);
  return true;
}

/** The app badge after an answer: the challenge is no longer open today. */
async function oneFewerOpen(scope: ActionScope, openCheckIns: number | undefined) {
  if (openCheckIns === undefined || !scope.navigator.setAppBadge || !scope.navigator.clearAppBadge) return;
  const left = Math.max(0, openCheckIns - 1);
  await (left > 0 ? scope.navigator.setAppBadge(left) : scope.navigator.clearAppBadge()).catch(() => {});
}

/** Where 'Log…' (an amount's action) and a tap on a reminder's body lead: the Today panel at the challenge. */
export function reminderDestination(checkIn: ReminderCheckIn, action: string): string {
  return todayLink(checkIn.challengeId, { log: action === 'log' });
}
