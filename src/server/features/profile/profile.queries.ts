import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/auth';

export async function findProfile(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      avatar: users.image,
      timezone: users.timezone,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function updateTimezone(db: Database, userId: string, timezone: string) {
  await db.update(users).set({ timezone, updatedAt: new Date() }).where(eq(users.id, userId));
}
