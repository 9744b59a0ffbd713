import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/database';
import { users } from '#server/db/schema/auth';
import { reminderDeliveries } from '#server/db/schema/scheduling';
import { notifications } from '#server/db/schema/social';

// Test helpers for the scheduler: what a person has been sent, read from the tables the bell reads.

export async function notificationsOf(db: Database, userId: string, type: 'reminder' | 'result') {
  return db
    .select({
      title: notifications.title,
      message: notifications.message,
      challengeId: notifications.challengeId,
      read: notifications.read,
    })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)))
    .orderBy(asc(notifications.createdAt), asc(notifications.message));
}

export async function reminderDatesOf(db: Database, userId: string) {
  const rows = await db
    .select({ localDate: reminderDeliveries.localDate })
    .from(reminderDeliveries)
    .where(eq(reminderDeliveries.userId, userId))
    .orderBy(asc(reminderDeliveries.localDate));
  return rows.map((row) => row.localDate);
}

export async function setReminderSettings(
  db: Database,
  userId: string,
  settings: { remindersEnabled?: boolean; reminderHour?: number },
) {
  await db.update(users).set(settings).where(eq(users.id, userId));
}
