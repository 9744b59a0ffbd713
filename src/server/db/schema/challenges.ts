import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAtColumn, idColumn, ownerColumn, updatedAtColumn } from './columns';

export const challenges = pgTable(
  'challenges',
  {
    id: idColumn(),
    title: text().notNull(),
    description: text().notNull(),
    // null means a template challenge (spec §3)
    organizerId: text().references(() => users.id, { onDelete: 'cascade' }),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    // the creator's IANA zone: status, days passed and windows are computed in it
    timezone: text().notNull().default('UTC'),
    rules: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    challengeType: text().notNull().default('custom'),
    goalConfig: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    templateId: uuid().references((): AnyPgColumn => challenges.id, { onDelete: 'set null' }),
    maxParticipants: integer().notNull().default(10),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index().on(table.organizerId),
    index().on(table.templateId),
    index().on(table.endDate),
    check(
      'challenges_type_check',
      sql`${table.challengeType} in ('sugar_free','sleep_early','high_protein_breakfast','exercise','intermittent_fasting','fiber_intake','step_count','custom')`,
    ),
    check('challenges_max_participants_check', sql`${table.maxParticipants} between 1 and 10`),
    check('challenges_dates_check', sql`${table.endDate} > ${table.startDate}`),
  ],
);

export const challengeParticipants = pgTable(
  'challenge_participants',
  {
    id: idColumn(),
    challengeId: uuid()
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    userId: ownerColumn(),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique().on(table.challengeId, table.userId), index().on(table.userId)],
);

export const checkIns = pgTable(
  'check_ins',
  {
    id: idColumn(),
    userId: ownerColumn(),
    challengeId: uuid()
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    goalData: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    // legacy flag of spec §3, kept in step with goalData.sugarFree
    sugarFree: boolean().notNull().default(false),
    notes: text(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    unique().on(table.userId, table.challengeId, table.date),
    index().on(table.challengeId, table.date),
    index().on(table.userId, table.createdAt),
  ],
);

/**
 * One row per participant and challenge, updated in the check-in's transaction: only what does not change with
 * the passing of days is stored (success rate is derived when a board is read). template_id is copied from the
 * challenge so a template's board is one indexed range read over every copy.
 */
export const leaderboardStandings = pgTable(
  'leaderboard_standings',
  {
    challengeId: uuid()
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    userId: ownerColumn(),
    templateId: uuid().references(() => challenges.id, { onDelete: 'set null' }),
    successfulDays: integer().notNull().default(0),
    totalCheckIns: integer().notNull().default(0),
    bestStreak: integer().notNull().default(0),
    currentStreak: integer().notNull().default(0),
    stepPoints: integer().notNull().default(0),
    totalSteps: integer().notNull().default(0),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.challengeId, table.userId] }),
    index().on(table.challengeId, table.successfulDays.desc(), table.bestStreak.desc()),
    index().on(table.templateId, table.successfulDays.desc(), table.bestStreak.desc()),
  ],
);

/**
 * Who left or was removed from a challenge (spec §4: rejoining needs a new invitation). The share link refuses
 * them; an accepted invitation clears the row.
 */
export const challengeDepartures = pgTable(
  'challenge_departures',
  {
    challengeId: uuid()
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    userId: ownerColumn(),
    departedAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.challengeId, table.userId] })],
);
