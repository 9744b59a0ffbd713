import { and, desc, eq, sql } from 'drizzle-orm';
import { NOTIFICATION_LIST_LIMIT } from '#shared/notifications/notifications.types';
import { absoluteLifetimeCutoff } from '#server/auth/session-lifetime';
import type { Database } from '#server/db/database';
import { sessions } from '#server/db/schema/auth';
import { invitations, notificationInboxes, notifications } from '#server/db/schema/social';
import { preparedStatement } from '#server/db/prepared-statement';

export interface InboxState {
  unreadCount: number;
  version: number;
}

/** The person's unread count and version; 0/0 before their first notification (the trigger creates the row). */
export async function findInbox(db: Database, userId: string): Promise<InboxState> {
  const [row] = await db
    .select({ unreadCount: notificationInboxes.unreadCount, version: notificationInboxes.version })
    .from(notificationInboxes)
    .where(eq(notificationInboxes.userId, userId));
  return row ?? { unreadCount: 0, version: 0 };
}

/**
 * The newest notifications, each with whether its invitation can still be accepted, in one statement: the
 * invitation is left-joined, never looked up per row.
 */
export async function findRecentNotifications(db: Database, userId: string, now: Date) {
  return db
    .select({
      id: notifications.id,
      title: notifications.title,
      message: notifications.message,
      type: notifications.type,
      read: notifications.read,
      createdAt: notifications.createdAt,
      challengeId: notifications.challengeId,
      groupId: notifications.groupId,
      link: notifications.link,
      invitationIsOpen: sql<boolean>`coalesce(${invitations.status} = 'pending' and ${invitations.expiresAt} > ${now.toISOString()}::timestamptz, false)`,
    })
    .from(notifications)
    .leftJoin(invitations, eq(invitations.id, notifications.invitationId))
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATION_LIST_LIMIT);
}

/** Marks one of the person's notifications read; false when they have none with this id. */
export async function markRead(db: Database, userId: string, notificationId: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Database, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
}

/**
 * The poll's whole read: the session named by the cookie's token, if it is still valid (within its sliding expiry
 * and its absolute lifetime), joined to its person's inbox — one indexed statement, prepared once per connection.
 * No row means no valid session.
 */
export async function findInboxBySessionToken(
  db: Database,
  token: string,
  now: Date,
): Promise<InboxState | null> {
  const [row] = await notificationPoll.run(db, {
    token,
    now: now.toISOString(),
    createdAfter: absoluteLifetimeCutoff(now.getTime()).toISOString(),
  });
  // version is a bigint, which node-postgres hands back as text
  return row ? { unreadCount: Number(row.unreadCount), version: Number(row.version) } : null;
}

const notificationPoll = preparedStatement<{ unreadCount: number | string; version: number | string }>(
  () => sql`select coalesce(i.unread_count, 0) as "unreadCount", coalesce(i.version, 0) as "version"
    from ${sessions} s
    left join ${notificationInboxes} i on i.user_id = s.user_id
    where s.token = ${sql.placeholder('token')} and s.expires_at > ${sql.placeholder('now')}::timestamptz
      and s.created_at > ${sql.placeholder('createdAfter')}::timestamptz`,
);
