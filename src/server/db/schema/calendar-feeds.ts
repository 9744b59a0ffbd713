import { boolean, text, timestamp } from 'drizzle-orm/pg-core';
import { pgTable } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAtColumn } from './columns';

/**
 * A person's secret calendar link (product-rules.md#calendar-feed, decision 048): at most one, stored as the SHA-256
 * of its secret so the database never holds a working URL. Resetting the link replaces the hash; the row goes with the
 * account.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** hex SHA-256 of the URL's secret */
  secretHash: text().notNull().unique(),
  /** one all-day 'Check in: <title>' entry per remaining day of each running challenge */
  includeCheckIns: boolean().notNull().default(false),
  createdAt: createdAtColumn(),
  lastFetchedAt: timestamp({ withTimezone: true }),
});
