import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { challenges } from './challenges';

// A person's check-in links for one challenge (for an NFC tag or a button): a capability that records only their
// own today in that challenge. Only the SHA-256 of the secret is kept, as for access tokens (decision 049); revoking
// deletes the row, and so does deleting the person or the challenge.
export const checkInLinks = pgTable(
  'check_in_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengeId: uuid()
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    secretHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.userId)],
);

// The one-tap answers of reminder e-mails already used, by their nonce: written in the transaction that records the
// answer, so a link records once even when two taps meet. A row is useless once its link has expired.
export const usedCheckInAnswers = pgTable('used_check_in_answers', {
  nonce: text().primaryKey(),
  usedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
