import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, unique } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, ownerColumn } from './columns';

/**
 * One person blocking another (product-rules.md#blocking, decision 084). The unique pair is the rule "one block per
 * pair and direction": blocking twice meets here, never as two rows. The rows go with either account. `anonymous`:
 * blocked only from the forum, where everyone is 'User', so the blocker's list never unmasks the author; the list
 * and unblocking address a block by its own id for the same reason.
 */
export const blocks = pgTable(
  'blocks',
  {
    id: idColumn(),
    blockerId: ownerColumn(),
    blockedId: ownerColumn(),
    anonymous: boolean().notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    unique().on(table.blockerId, table.blockedId),
    index().on(table.blockedId),
    check('blocks_not_self_check', sql`${table.blockerId} <> ${table.blockedId}`),
  ],
);
