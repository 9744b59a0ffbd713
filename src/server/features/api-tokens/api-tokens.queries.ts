import { and, asc, count, eq } from 'drizzle-orm';
import type { ApiTokenScope } from '#shared/api-tokens/api-tokens.schemas';
import type { Database } from '#server/db/database';
import { apiTokens } from '#server/db/schema/api-tokens';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

export const listTokensOf = (db: Database, userId: string) =>
  db.select().from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(asc(apiTokens.createdAt));

export async function countTokensOf(db: Database, userId: string) {
  const [row] = await db.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId));
  return row?.n ?? 0;
}

export async function insertToken(
  db: Database,
  values: { userId: string; name: string; scope: ApiTokenScope; tokenHash: string; createdAt: Date },
) {
  const [row] = await db.insert(apiTokens).values(values).returning();
  return row!;
}

/** Deletes the token only when it is `userId`'s; whether one was deleted. */
export async function deleteTokenOf(db: Database, userId: string, id: string) {
  const deleted = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id });
  return deleted.length > 0;
}
