import { eq, sql } from 'drizzle-orm';
import { users } from '#server/db/schema/auth';
import { blocks } from '#server/db/schema/blocks';
import { pageAfter, type ReadPage } from './export-batches';

/**
 * The people the person blocked (product-rules.md#blocking), by name — but for those blocked from the forum only,
 * whom the export never names, as Settings does not (decision 084).
 */
export const readBlocks: ReadPage<{ id: string }> = (db, owner, after, limit) =>
  pageAfter(
    db
      .select({
        id: blocks.id,
        name: sql<string | null>`case when ${blocks.anonymous} then null else ${users.name} end`,
        blockedAt: blocks.createdAt,
      })
      .from(blocks)
      .innerJoin(users, eq(users.id, blocks.blockedId))
      .$dynamic(),
    eq(blocks.blockerId, owner.userId),
    { id: blocks.id },
    after,
    limit,
  );
