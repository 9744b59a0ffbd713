import { and, desc, eq, ne, notInArray } from 'drizzle-orm';
import type { Database } from '#server/db/database';
import { pushSettings, pushSubscriptions } from '#server/db/schema/push';

type NewSubscription = { userId: string; endpoint: string; p256dh: string; auth: string };

/**
 * Saves this device's subscription for the person. An endpoint held by someone else is deleted first (its
 * undelivered pushes with it: they were the other person's), then written anew; the same person's is refreshed.
 */
export async function saveSubscription(db: Database, subscription: NewSubscription) {
  await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.endpoint, subscription.endpoint),
        ne(pushSubscriptions.userId, subscription.userId),
      ),
    );
  await db
    .insert(pushSubscriptions)
    .values(subscription)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { p256dh: subscription.p256dh, auth: subscription.auth },
    });
}

/**
 * Deletes the person's subscriptions past their newest `keep` (their pending pushes go with them). Run after the
 * insert, outside a transaction, so two registrations at once each see the other's row and the count ends at `keep`.
 */
export async function deleteSubscriptionsBeyondNewest(db: Database, userId: string, keep: number) {
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(keep);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
}

/** Deletes the person's subscription with this endpoint; false when they have none. */
export async function deleteSubscription(db: Database, userId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** Whether the person gets pushes on any device (the e-mail reminder offers itself to those who do not). */
export async function hasPushSubscription(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .limit(1);
  return row !== undefined;
}

export async function findPushSettings(db: Database, userId: string) {
  const [row] = await db.select().from(pushSettings).where(eq(pushSettings.userId, userId));
  return row;
}

export async function upsertPushSettings(
  db: Database,
  userId: string,
  changes: Partial<Omit<typeof pushSettings.$inferInsert, 'userId'>>,
) {
  await db
    .insert(pushSettings)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: pushSettings.userId, set: changes });
}
