import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, time, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAtColumn, idColumn, ownerColumn } from './columns';
import { notifications } from './social';

/**
 * One browser's Web Push subscription (RFC 8030). The endpoint is the device's identity: registered again by
 * someone else (a shared phone after a change of account), it moves to them.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: idColumn(),
    userId: ownerColumn(),
    endpoint: text().notNull().unique(),
    /** the browser's P-256 public key and auth secret (RFC 8291), base64url */
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index().on(table.userId)],
);

/** What reaches a person's devices; no row means the defaults (every kind, no quiet hours). Decision 029. */
export const pushSettings = pgTable('push_settings', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reminders: boolean().notNull().default(true),
  invitations: boolean().notNull().default(true),
  results: boolean().notNull().default(true),
  groupActivity: boolean().notNull().default(true),
  forumReplies: boolean().notNull().default(true),
  /** local times in the person's timezone; both or neither. A push due inside waits for the end, never dropped. */
  quietStart: time(),
  quietEnd: time(),
});

/**
 * One notification to one device: written by a trigger on notifications (migration push_delivery_trigger), sent by
 * the push worker, which leases due rows (FOR UPDATE SKIP LOCKED) so several processes never send one twice.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    id: idColumn(),
    notificationId: uuid()
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    subscriptionId: uuid()
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    /**
     * not before: the end of quiet hours, or the next retry; null for at once (so the row needs no "now" from the
     * database, whose clock is not the app's: CLOCK_OFFSET_DAYS, tests)
     */
    dueAt: timestamp({ withTimezone: true }),
    /** a worker holds the row until then; past it, the row is free again (a worker that died mid-send) */
    leasedUntil: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** when it ended: sent, skipped (kind turned off) or given up; a finished row is never sent again */
    finishedAt: timestamp({ withTimezone: true }),
    outcome: text(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    unique().on(table.notificationId, table.subscriptionId),
    index('push_deliveries_due_idx')
      .on(table.dueAt)
      .where(sql`${table.finishedAt} is null`),
    index().on(table.subscriptionId),
  ],
);
