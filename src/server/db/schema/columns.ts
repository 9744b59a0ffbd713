import { text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

// The columns most tables share, written once.
export const idColumn = () => uuid().primaryKey().defaultRandom();
export const createdAtColumn = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAtColumn = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** The person a row belongs to; the row goes when the account goes. */
export const ownerColumn = () =>
  text()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
