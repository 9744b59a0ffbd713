import type {
  NotificationItem,
  NotificationList,
  NotificationPoll,
  NotificationType,
} from '#shared/notifications/notifications.types';
import type { LocalText } from '#shared/i18n/local-text';
import type { Actor, Deps } from '#server/app-env';
import type { Database } from '#server/db/database';
import { notifications } from '#server/db/schema/social';
import { readersI18n } from '#server/i18n/readers-locales';
import { notFound, unauthorized } from '#server/lib/domain-error';
import { notificationMessages } from './notification-messages';
import {
  findInbox,
  findInboxBySessionToken,
  findRecentNotifications,
  markAllRead,
  markRead,
} from './notifications.queries';

export type { NotificationType };

export interface NewNotification {
  userId: string;
  /** written in the recipient's language as it is created (and so its push too) */
  title: LocalText;
  message: LocalText;
  type?: NotificationType;
  challengeId?: string;
  groupId?: string;
  invitationId?: string;
  /** an in-app path for notifications that point at neither a challenge nor a group, e.g. a forum post */
  link?: string;
}

/** The one way features tell a person something; pass the transaction so it commits with the action. */
export async function createNotification(db: Database, input: NewNotification) {
  const [row] = await createNotifications(db, [input]);
  return row!;
}

// PostgreSQL takes at most 65,535 parameters a statement; a notification row sends at most eleven
const NOTIFICATIONS_PER_INSERT = 1000;

/**
 * Many people at once (e.g. a forum post's subscribers): one INSERT for up to a thousand, never one per person, each
 * written in its recipient's language (one statement reads them all).
 */
export async function createNotifications(db: Database, inputs: NewNotification[]) {
  if (inputs.length === 0) return [];
  const i18nOf = await readersI18n(
    db,
    inputs.map((input) => input.userId),
  );
  const rows: (typeof notifications.$inferSelect)[] = [];
  for (let start = 0; start < inputs.length; start += NOTIFICATIONS_PER_INSERT) {
    const batch = inputs.slice(start, start + NOTIFICATIONS_PER_INSERT);
    rows.push(
      ...(await db
        .insert(notifications)
        .values(
          batch.map(({ title, message, ...input }) => {
            const i18n = i18nOf(input.userId);
            return { type: 'update', ...input, title: title(i18n), message: message(i18n) };
          }),
        )
        .returning()),
    );
  }
  return rows;
}

export async function listNotifications(deps: Deps, actor: Actor): Promise<NotificationList> {
  // The inbox first, then the list: a notification written in between is in the list but not in this version,
  // so the next poll sees a newer version and fetches again. The other order could hide it until the next write.
  const inbox = await findInbox(deps.db, actor.userId);
  const rows = await findRecentNotifications(deps.db, actor.userId, deps.clock.now());
  const items: NotificationItem[] = rows.map(({ invitationIsOpen, createdAt, type, ...row }) => ({
    ...row,
    type: type as NotificationType,
    createdAt: createdAt.toISOString(),
    canAcceptInvitation: type === 'invitation' && !row.read && invitationIsOpen,
  }));
  return { notifications: items, ...inbox };
}

/**
 * product-rules.md#the-bell-and-polling: unread becomes read, never back; someone else's notification is as unknown
 * as a missing one.
 */
export async function markNotificationRead(deps: Deps, actor: Actor, notificationId: string) {
  if (!(await markRead(deps.db, actor.userId, notificationId))) throw notFound(notificationMessages.notFound);
}

export async function markAllNotificationsRead(deps: Deps, actor: Actor) {
  await markAllRead(deps.db, actor.userId);
}

/** The poll's answer for a verified session token; a revoked or expired session is refused at once. */
export async function pollInbox(deps: Deps, sessionToken: string): Promise<NotificationPoll> {
  // better-auth judges session expiry by the system clock, not the app's (possibly shifted) clock: so do we
  const inbox = await findInboxBySessionToken(deps.db, sessionToken, new Date());
  if (!inbox) throw unauthorized();
  return { ...inbox, pollAfterSeconds: deps.env.NOTIFICATION_POLL_SECONDS };
}
