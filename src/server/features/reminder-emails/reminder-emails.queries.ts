import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/database';
import { users } from '#server/db/schema/auth';

/** Whether the person gets the evening reminder by e-mail; undefined when there is no such person. */
export async function findReminderEmailEnabled(db: Database, userId: string): Promise<boolean | undefined> {
  const [row] = await db
    .select({ enabled: users.reminderEmailEnabled })
    .from(users)
    .where(eq(users.id, userId));
  return row?.enabled;
}

export async function turnOffReminderEmail(db: Database, userId: string) {
  await db
    .update(users)
    .set({ reminderEmailEnabled: false, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
