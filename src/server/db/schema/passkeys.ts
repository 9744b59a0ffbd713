import { bigint, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

// A person's passkeys (decision 089): the public half of a WebAuthn credential, which signs them in without a
// password. The private key never leaves their device. Deleting the account deletes them.
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the credential id the authenticator chose, base64url, as the browser hands it back at sign-in */
    credentialId: text().notNull().unique(),
    /** the COSE public key, base64url */
    publicKey: text().notNull(),
    /** the authenticator's signature counter: a sign-in whose counter does not grow is refused (a cloned key) */
    counter: bigint({ mode: 'number' }).notNull().default(0),
    /** how the browser may reach the authenticator ('internal', 'hybrid', 'usb'…), as it reported them */
    transports: text().array().notNull().default([]),
    /** 'singleDevice' or 'multiDevice' (synced, e.g. by a password manager) */
    deviceType: text().$type<'singleDevice' | 'multiDevice'>().notNull(),
    backedUp: boolean().notNull(),
    /** the person's name for it, by default the browser and system it was added on ("Chrome on Linux") */
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index().on(table.userId)],
);
