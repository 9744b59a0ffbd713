import { eq, sql } from 'drizzle-orm';
import type { ApiTokenScope } from '#shared/api-tokens/api-tokens.schemas';
import { knownTimeZoneOrUtc } from '#shared/domain/calendar-date';
import type { Actor } from '#server/app-env';
import type { Database } from '#server/db/database';
import { preparedStatement } from '#server/db/prepared-statement';
import { apiTokens } from '#server/db/schema/api-tokens';
import { users } from '#server/db/schema/auth';

// Who a bearer token speaks for (token-actor.ts), beside session-actor.queries.ts for a session cookie.

export interface TokenActor {
  tokenId: string;
  scope: ApiTokenScope;
  lastUsedAt: Date | null;
  actor: Actor;
}

/** The token with this hash and its owner, in one prepared statement; undefined when none or owner suspended. */
export async function findTokenActor(db: Database, tokenHash: string): Promise<TokenActor | undefined> {
  const [row] = await tokenActor.run(db, { tokenHash });
  if (!row) return undefined;
  const { tokenId, scope, lastUsedAt, ...actor } = row;
  return {
    tokenId,
    scope,
    lastUsedAt: lastUsedAt === null ? null : new Date(lastUsedAt),
    actor: { ...actor, timezone: knownTimeZoneOrUtc(actor.timezone) },
  };
}

const tokenActor = preparedStatement<
  Actor & { tokenId: string; scope: ApiTokenScope; lastUsedAt: string | null }
>(
  () => sql`select t.id as "tokenId", t.scope, t.last_used_at as "lastUsedAt",
      u.id as "userId", u.email, u.name, u.timezone, u.email_verified as "emailVerified",
      u.site_admin as "siteAdmin"
    from ${apiTokens} t
    join ${users} u on u.id = t.user_id
    where t.token_hash = ${sql.placeholder('tokenHash')} and u.suspended_at is null`,
);

export const touchToken = (db: Database, tokenId: string, now: Date) =>
  db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, tokenId));
