import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { checkIns } from './challenges';
import { createdAtColumn, ownerColumn } from './columns';

/**
 * One person's cheer on one check-in (product-rules.md#cheers, decision 041). The primary key is the rule "one
 * cheer per person per check-in": simultaneous cheers of one person meet here, never as two rows. The cheers go
 * with the check-in and with the account.
 */
export const checkInCheers = pgTable(
  'check_in_cheers',
  {
    checkInId: uuid()
      .notNull()
      .references(() => checkIns.id, { onDelete: 'cascade' }),
    userId: ownerColumn(),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.checkInId, table.userId] }), index().on(table.userId)],
);
