import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Locale } from '#shared/i18n/locales';

// better-auth's four tables (user, session, account, verification) and its rate-limit table.
// The user row is also the person's profile: name, e-mail, avatar (image), timezone and reminder settings.
export const users = pgTable(
  'users',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    email: text().notNull().unique(),
    emailVerified: boolean().notNull().default(false),
    image: text(),
    timezone: text().notNull().default('UTC'),
    // the language they read HabitSprint in (src/shared/i18n/locales.ts): screens, and what others' actions send them
    locale: text().$type<Locale>().notNull().default('en'),
    // the daily check-in reminder: on by default, at this hour of the person's own evening
    remindersEnabled: boolean().notNull().default(true),
    reminderHour: smallint().notNull().default(20),
    // the same reminder also by e-mail, for people without push on any device (off by default: decision 031)
    reminderEmailEnabled: boolean().notNull().default(false),
    // site administrator rights a site administrator granted (decision 087); ADMIN_EMAILS' addresses have them anyway
    siteAdmin: boolean().notNull().default(false),
    // signed up while sign-up needed approval, and not approved yet: no session until then (decision 087)
    awaitingApproval: boolean().notNull().default(false),
    // a site administrator's suspension (decision 085): no session, token or sign-in while set, content hidden
    suspendedAt: timestamp({ withTimezone: true }),
    suspensionReason: text(),
    // two-step verification is on: signing in asks for a code from an authenticator app (decision 088)
    twoFactorEnabled: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('users_reminder_hour_check', sql`${table.reminderHour} between 0 and 23`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ipAddress: text(),
    userAgent: text(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [index().on(table.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index().on(table.identifier)],
);

/**
 * better-auth's twoFactor plugin (decision 088): one row per person who turned two-step verification on or is turning
 * it on (`verified` false until the first right code). The TOTP secret and the backup codes are encrypted by the
 * plugin with the auth secret; the failure count and lock are its per-account limit on wrong codes.
 */
export const twoFactors = pgTable('two_factors', {
  id: text().primaryKey(),
  secret: text().notNull(),
  backupCodes: text().notNull(),
  userId: text()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  verified: boolean().notNull().default(true),
  failedVerificationCount: integer().notNull().default(0),
  lockedUntil: timestamp({ withTimezone: true }),
});

/**
 * The authenticator-app codes that were just accepted (decision 088, amended 2026-12-03): a code signs in or confirms
 * once, as RFC 6238 §5.2 asks, so a code read over someone's shoulder or from a phishing page is of no use after them.
 * A row matters only while the plugin would still accept its code (90 s), and is swept at the person's next code.
 */
export const usedTotpCodes = pgTable(
  'used_totp_codes',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    usedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.code] })],
);

/** Shared by every server process, so sign-in, sign-up and reset limits hold across instances. */
export const rateLimits = pgTable('rate_limits', {
  id: text().primaryKey(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  lastRequest: bigint({ mode: 'number' }).notNull(),
});
