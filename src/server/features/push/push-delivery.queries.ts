import { eq, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '#server/db/prepared-statement';
import type { Database } from '#server/db/database';
import { users } from '#server/db/schema/auth';
import { pushDeliveries, pushSettings, pushSubscriptions } from '#server/db/schema/push';
import { notificationInboxes, notifications } from '#server/db/schema/social';

/**
 * Leases up to `limit` due deliveries until `leasedUntil`, in one statement: FOR UPDATE SKIP LOCKED lets several
 * processes claim side by side without waiting on or taking each other's rows, and a lease (not a held
 * transaction) covers the network call. A row whose lease ran out (its process died mid-send) is due again.
 */
export async function leaseDueDeliveries(db: Database, now: Date, leasedUntil: Date, limit: number) {
  const nowText = now.toISOString();
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`
    update ${pushDeliveries} set leased_until = ${leasedUntil.toISOString()}::timestamptz
    where id in (
      select id from ${pushDeliveries}
      where finished_at is null and (due_at is null or due_at <= ${nowText}::timestamptz)
        and (leased_until is null or leased_until <= ${nowText}::timestamptz)
      order by due_at nulls first
      limit ${limit}::int
      for update skip locked
    )
    returning id`,
  );
  return rows.map((row) => row.id);
}

/** Everything a leased delivery needs to be judged and sent, for all of them in one statement. */
export async function findDeliveriesToSend(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: pushDeliveries.id,
      attempts: pushDeliveries.attempts,
      subscriptionId: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      notificationId: notifications.id,
      title: notifications.title,
      message: notifications.message,
      type: notifications.type,
      challengeId: notifications.challengeId,
      groupId: notifications.groupId,
      link: notifications.link,
      timezone: users.timezone,
      settings: pushSettings,
      unreadCount: sql<number>`coalesce(${notificationInboxes.unreadCount}, 0)`,
    })
    .from(pushDeliveries)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId))
    .innerJoin(notifications, eq(notifications.id, pushDeliveries.notificationId))
    .innerJoin(users, eq(users.id, notifications.userId))
    .leftJoin(pushSettings, eq(pushSettings.userId, notifications.userId))
    .leftJoin(notificationInboxes, eq(notificationInboxes.userId, notifications.userId))
    .where(inArray(pushDeliveries.id, ids));
}

export type DeliveryToSend = Awaited<ReturnType<typeof findDeliveriesToSend>>[number];

export type DeliveryOutcome = 'sent' | 'skipped' | 'refused' | 'gave-up';

/** The delivery is over, one way or another; it is never leased again. */
export async function finishDelivery(
  db: Database,
  id: string,
  outcome: DeliveryOutcome,
  now: Date,
  change: { attempts?: number; lastError?: string } = {},
) {
  await finishDeliveries(db, [id], outcome, now, change);
}

/** Several deliveries over in the same way, in one statement. */
export async function finishDeliveries(
  db: Database,
  ids: string[],
  outcome: DeliveryOutcome,
  now: Date,
  change: { attempts?: number; lastError?: string } = {},
) {
  await db
    .update(pushDeliveries)
    .set({ outcome, finishedAt: now, leasedUntil: null, ...change })
    .where(inArray(pushDeliveries.id, ids));
}

/** Due again at `dueAt` (quiet hours' end, or the next retry), free for any process to lease then. */
export async function postponeDelivery(
  db: Database,
  id: string,
  dueAt: Date,
  change: { attempts?: number; lastError?: string } = {},
) {
  await db
    .update(pushDeliveries)
    .set({ dueAt, leasedUntil: null, ...change })
    .where(eq(pushDeliveries.id, id));
}

/** The push service forgot the subscription (404/410): it goes, and its undelivered pushes with it. */
export async function deleteSubscriptionById(db: Database, subscriptionId: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
}

/** The delivery table's state, for tests and figures. */
export async function countDeliveriesByOutcome(db: Database) {
  const rows = await db
    .select({ outcome: pushDeliveries.outcome, count: sql<number>`count(*)::int` })
    .from(pushDeliveries)
    .groupBy(pushDeliveries.outcome);
  return Object.fromEntries(rows.map((row) => [row.outcome ?? 'pending', Number(row.count)]));
}
