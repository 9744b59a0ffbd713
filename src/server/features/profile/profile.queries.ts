import { eq } from 'drizzle-orm';
import type { Profile } from '#shared/profile/profile.types';
import type { Database } from '#server/db/database';
import { users } from '#server/db/schema/auth';

/** The stored profile; its `admin` rights come from the configuration, not from this row. */
export async function findProfile(db: Database, userId: string): Promise<Omit<Profile, 'admin'> | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      avatar: users.image,
      timezone: users.timezone,
      locale: users.locale,
      remindersEnabled: users.remindersEnabled,
      reminderHour: users.reminderHour,
      reminderEmailEnabled: users.reminderEmailEnabled,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function updateTimezone(db: Database, userId: string, timezone: string) {
  await db.update(users).set({ timezone, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function updateProfileSettings(
  db: Database,
  userId: string,
  settings: Partial<
    Pick<
      Profile,
      'name' | 'timezone' | 'locale' | 'remindersEnabled' | 'reminderHour' | 'reminderEmailEnabled'
    >
  >,
) {
  await db
    .update(users)
    .set({ ...settings, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Sets users.image and returns the value it replaced; the row lock keeps two uploads from losing track of a file. */
export async function replaceImage(db: Database, userId: string, image: string | null) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ image: users.image })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await tx.update(users).set({ image, updatedAt: new Date() }).where(eq(users.id, userId));
    return row?.image ?? null;
  });
}
