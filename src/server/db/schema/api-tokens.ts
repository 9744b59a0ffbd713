import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

// A person's personal access tokens for the open API (decision 049): only the SHA-256 of the secret is kept, the
// secret itself is shown once. Revoking deletes the row.
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    scope: text().$type<'read' | 'check-in'>().notNull(),
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // written at most once a minute per token (product-rules.md#open-api)
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index().on(table.userId),
    check('api_tokens_scope_check', sql`${table.scope} in ('read', 'check-in')`),
  ],
);
