import { date, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { challenges } from './challenges';
import { ownerColumn } from './columns';

// The scheduler's bookkeeping. Each row is claimed with INSERT … ON CONFLICT DO NOTHING in the same transaction
// as the notifications it stands for, so several server processes (or a restart catching up) never send twice.

/** One daily check-in reminder per person and local calendar day. */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    userId: ownerColumn(),
    localDate: date({ mode: 'string' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.localDate] })],
);

/** Final results are announced once per challenge, after its grace period. */
export const challengeResultDeliveries = pgTable('challenge_result_deliveries', {
  challengeId: uuid()
    .primaryKey()
    .references(() => challenges.id, { onDelete: 'cascade' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
