import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SignUpMode } from '#shared/instance/sign-up-modes';
import { users } from './auth';

// Settings of the whole instance that site administrators change on the instance page (decision 087): one row,
// written on the first change; until then every setting is its default.
export const instanceSettings = pgTable(
  'instance_settings',
  {
    id: smallint().primaryKey().default(1),
    signUpMode: text().$type<SignUpMode>().notNull().default('open'),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('instance_settings_single_row', sql`${table.id} = 1`),
    check(
      'instance_settings_sign_up_mode_check',
      sql`${table.signUpMode} in ('open','invite-only','approval')`,
    ),
  ],
);

// A site administrator's invite link, which admits new accounts while sign-up is invite-only: the database keeps only
// the SHA-256 of its code (lib/secret-token.ts), an expiry and the uses left. Revoking keeps the row (its count).
export const instanceInviteLinks = pgTable(
  'instance_invite_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    codeHash: text().notNull().unique(),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    maxUses: integer().notNull(),
    usesLeft: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index().on(table.createdAt),
    check('instance_invite_links_uses_check', sql`${table.usesLeft} between 0 and ${table.maxUses}`),
  ],
);
