import { alias } from 'drizzle-orm/pg-core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CalendarDate } from '#shared/domain/calendar-date';
import { rowsOf } from '#server/db/prepared-statement';
import type { Database } from '#server/db/database';
import { users } from '#server/db/schema/auth';
import { challenges } from '#server/db/schema/challenges';
import { pushDeliveries, pushSettings, pushSubscriptions } from '#server/db/schema/push';
import { reminderDeliveries } from '#server/db/schema/scheduling';
import { notifications } from '#server/db/schema/social';
import { isVisibleWhere } from '#server/features/challenges/challenge-access';
import { isUnderWay } from '#server/features/standings/standings.queries';

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
  return (
    db
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
        userId: notifications.userId,
        createdAt: notifications.createdAt,
        reminderDate: reminderDeliveries.localDate,
        timezone: users.timezone,
        locale: users.locale,
        // what a reminder naming one challenge needs for its answer (reminder-check-in-payload.ts)
        challengeTitle: challenges.title,
        challengeType: challenges.challengeType,
        goalConfig: challenges.goalConfig,
        settings: pushSettings,
      })
      .from(pushDeliveries)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId))
      .innerJoin(notifications, eq(notifications.id, pushDeliveries.notificationId))
      .innerJoin(users, eq(users.id, notifications.userId))
      .leftJoin(pushSettings, eq(pushSettings.userId, notifications.userId))
      .leftJoin(challenges, eq(challenges.id, notifications.challengeId))
      // a daily reminder's day: its claim is written by the statement that writes it, so both share now()
      .leftJoin(
        reminderDeliveries,
        and(
          eq(notifications.type, 'reminder'),
          eq(reminderDeliveries.userId, notifications.userId),
          eq(reminderDeliveries.createdAt, notifications.createdAt),
        ),
      )
      .where(inArray(pushDeliveries.id, ids))
  );
}

/** The statement's `challenges c`, for the access rule's SQL (challenge-access.ts). */
const c = alias(challenges, 'c');

/**
 * Per person, the check-ins still open on their day (issue 28's app badge): the challenges they take part in that run
 * on that day with neither a check-in nor a rest day for it, or with an 'at least' amount still under its target (as
 * the reminder and the Today panel's 'Not yet' count it). One statement for a whole batch of people.
 */
export async function countOpenCheckIns(db: Database, days: { userId: string; date: CalendarDate }[]) {
  if (days.length === 0) return new Map<string, number>();
  const rows = await rowsOf<{ userId: string; open: number }>(
    db,
    sql`
    select d.user_id as "userId", count(c.id)::int as open
    from jsonb_to_recordset(${JSON.stringify(days.map(({ userId, date }) => ({ user_id: userId, date })))}::jsonb)
      as d(user_id text, date date)
    left join challenge_participants p on p.user_id = d.user_id
    left join challenges c on c.id = p.challenge_id and ${isVisibleWhere(c)}
      and c.start_date <= d.date and c.end_date >= d.date
      and not exists (select 1 from check_ins ci
        where ci.user_id = d.user_id and ci.challenge_id = c.id and ci.date = d.date and not ${isUnderWay})
    group by d.user_id`,
  );
  return new Map(rows.map((row) => [row.userId, Number(row.open)]));
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
