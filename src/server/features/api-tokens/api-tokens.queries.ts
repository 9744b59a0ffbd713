import { and, asc, count, eq, sql } from 'drizzle-orm';
import { knownTimeZoneOrUtc } from '#shared/domain/calendar-date';
import type { ApiTokenScope } from '#shared/api-tokens/api-tokens.schemas';
import type { Actor } from '#server/app-env';
import type { Database } from '#server/db/database';
import { executeCompiled } from '#server/db/prepared-statement';
import { users } from '#server/db/schema/auth';
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

export interface TokenActor {
  tokenId: string;
  scope: ApiTokenScope;
  lastUsedAt: Date | null;
  actor: Actor;
}

/** The token with this hash and its owner, in one prepared statement; undefined when there is none. */
export async function findTokenActor(db: Database, tokenHash: string): Promise<TokenActor | undefined> {
  const [row] = await executeCompiled<
    Actor & { tokenId: string; scope: ApiTokenScope; lastUsedAt: Date | string | null }
  >(
    db,
    'api_token_actor',
    () => sql`select t.id as "tokenId", t.scope, t.last_used_at as "lastUsedAt",
          u.id as "userId", u.email, u.name, u.timezone, u.email_verified as "emailVerified"
        from ${apiTokens} t
        join ${users} u on u.id = t.user_id
        where t.token_hash = ${sql.placeholder('tokenHash')}`,
    { tokenHash },
  );
  if (!row) return undefined;
  const { tokenId, scope, lastUsedAt, ...actor } = row;
  return {
    tokenId,
    scope,
    lastUsedAt: lastUsedAt === null ? null : new Date(lastUsedAt),
    actor: { ...actor, timezone: knownTimeZoneOrUtc(actor.timezone) },
  };
}

export const touchToken = (db: Database, tokenId: string, now: Date) =>
  db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, tokenId));
