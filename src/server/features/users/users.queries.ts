import { and, asc, eq, ilike, ne, not, or, sql } from 'drizzle-orm';
import type { UserSearchResult } from '#shared/users/user-search';
import type { Database } from '#server/db/database';
import { users } from '#server/db/schema/auth';
import { hasBlockedWhere } from '#server/features/blocks/block-access';

/** Makes typed text match itself in a LIKE pattern: '%', '_' and the escape character '\' lose their meaning. */
export const escapeLikePattern = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * People whose name contains `nameFragment` (any case) or whose address is exactly `email`; never the asker, nor
 * anyone who blocked the asker (product-rules.md#blocking).
 */
export async function searchUsers(
  db: Database,
  input: { nameFragment: string; email: string | null; excludeUserId: string; limit: number },
): Promise<UserSearchResult[]> {
  const nameMatches = ilike(users.name, `%${escapeLikePattern(input.nameFragment)}%`);
  return db
    .select({ id: users.id, name: users.name, avatar: users.image })
    .from(users)
    .where(
      and(
        ne(users.id, input.excludeUserId),
        not(hasBlockedWhere(users.id, input.excludeUserId)),
        input.email === null ? nameMatches : or(nameMatches, eq(users.email, input.email)),
      ),
    )
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .limit(input.limit);
}
