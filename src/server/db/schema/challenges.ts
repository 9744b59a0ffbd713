import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
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
    // null means a template challenge (product-rules.md#templates)
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
    // which ready-made template a template row is (template-texts.ts): its texts are read by this key in each person's
    // language; null on every challenge with an organizer
    templateKey: text(),
    maxParticipants: integer().notNull().default(10),
    // rounds of one series ("Run it again", product-rules.md#results-and-rounds): the round before this one, at most one next
    // round each (the unique index), and the series' first round's id on every later round (null on a first round)
    previousRoundId: uuid().references((): AnyPgColumn => challenges.id, { onDelete: 'set null' }),
    roundNumber: integer().notNull().default(1),
    seriesId: uuid(),
    // rest days each participant may declare (product-rules.md#rest-days, decision 039)
    restDayBudget: smallint().notNull().default(1),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index().on(table.organizerId),
    unique('challenges_previous_round_id_unique').on(table.previousRoundId),
    index().on(table.seriesId),
    check('challenges_round_number_check', sql`${table.roundNumber} >= 1`),
    index().on(table.templateId),
    unique('challenges_template_key_unique').on(table.templateKey),
    index().on(table.endDate),
    check(
      'challenges_type_check',
      sql`${table.challengeType} in ('sugar_free','sleep_early','high_protein_breakfast','exercise','intermittent_fasting','fiber_intake','step_count','custom')`,
    ),
    check('challenges_max_participants_check', sql`${table.maxParticipants} between 1 and 10`),
    check('challenges_dates_check', sql`${table.endDate} > ${table.startDate}`),
    check('challenges_rest_day_budget_check', sql`${table.restDayBudget} between 0 and 3`),
  ],
);

/** The challenge a row belongs to; the row goes when the challenge goes. */
export const challengeColumn = () =>
  uuid()
    .notNull()
    .references(() => challenges.id, { onDelete: 'cascade' });

export const challengeParticipants = pgTable(
  'challenge_participants',
  {
    id: idColumn(),
    challengeId: challengeColumn(),
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
    challengeId: challengeColumn(),
    date: date({ mode: 'string' }).notNull(),
    // 'check_in', or 'rest' for a declared rest day (decision 039): one row per person and day either way, so the
    // unique (user, challenge, date) keeps a day from being both
    kind: text().$type<'check_in' | 'rest'>().notNull().default('check_in'),
    goalData: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    // legacy flag of product-rules.md#scoring, kept in step with goalData.sugarFree
    sugarFree: boolean().notNull().default(false),
    notes: text(),
    // the id the person's device gave the check-in (an idempotency key, decision 030): a replay of the same write
    // answers this row instead of a duplicate; null for check-ins recorded without one
    clientId: uuid(),
    // who wrote the day's answer: 'typed' by the person (the app's forms, an edit, a script's POST), or 'synced' by
    // PUT …/days/:date/amount, whose later syncs may replace it; a sync never replaces a typed entry
    // (product-rules.md#synced-amounts)
    source: text().$type<'typed' | 'synced'>().notNull().default('typed'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    unique().on(table.userId, table.challengeId, table.date),
    // per person: another person's device may well pick the same id, and it never reaches this person's row
    unique().on(table.userId, table.clientId),
    index().on(table.challengeId, table.date),
    index().on(table.userId, table.createdAt),
    // a challenge's newest check-ins are its first entries, however many it has (the dashboard's recent list)
    index().on(table.challengeId, table.createdAt, table.id),
    check('check_ins_kind_check', sql`${table.kind} in ('check_in','rest')`),
    check('check_ins_source_check', sql`${table.source} in ('typed','synced')`),
  ],
);

/**
 * One row per participant and challenge, updated in the check-in's transaction: only what does not change with
 * the passing of days is stored (success rate is derived when a board is read). The challenge's template and
 * dates are copied into the row (refreshStandings), so a board reads this table alone: board_id names the board
 * the row is ranked on, its template's or else its own challenge's (product-rules.md#leaderboards).
 */
export const leaderboardStandings = pgTable(
  'leaderboard_standings',
  {
    challengeId: challengeColumn(),
    userId: ownerColumn(),
    templateId: uuid().references(() => challenges.id, { onDelete: 'set null' }),
    boardId: uuid()
      .notNull()
      .generatedAlwaysAs(sql`coalesce(template_id, challenge_id)`),
    // the defaults only serve rows written without them (refreshStandings always copies the challenge's)
    startDate: date({ mode: 'string' })
      .notNull()
      .default(sql`current_date`),
    endDate: date({ mode: 'string' })
      .notNull()
      .default(sql`current_date`),
    timezone: text().notNull().default('UTC'),
    // the day the person joined, in the challenge's zone (decision 039)
    joinedOn: date({ mode: 'string' })
      .notNull()
      .default(sql`current_date`),
    // the first day of the success rate's days passed: the later of the start and the joined day, or an earlier
    // check-in's day (decision 039)
    countedFrom: date({ mode: 'string' })
      .notNull()
      .default(sql`current_date`),
    // the declared rest days within the dates, in order: left out of the days passed once passed (decision 039)
    restDates: date({ mode: 'string' })
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    successfulDays: integer().notNull().default(0),
    totalCheckIns: integer().notNull().default(0),
    bestStreak: integer().notNull().default(0),
    currentStreak: integer().notNull().default(0),
    // the latest check-in's day, carried through the rest days right after it: the current streak is alive while
    // this is the check-in day or the day before (product-rules.md#streaks-and-milestones, decision 039)
    streakThrough: date({ mode: 'string' }),
    stepPoints: integer().notNull().default(0),
    totalSteps: integer().notNull().default(0),
    // the step board's second key (product-rules.md#leaderboards), stored so the board's order is an index order
    stepAverage: integer()
      .notNull()
      .generatedAlwaysAs(
        sql`case when total_check_ins > 0 then round(step_points::numeric / total_check_ins)::int else 0 end`,
      ),
    // an amount goal's days (decision 082): the sum of their amounts, and the board's last key, the higher the
    // better — the total for 'at least', minus the daily average for 'at most'; 0 for other goals
    amountTotal: numeric({ mode: 'number' }).notNull().default(0),
    amountRank: numeric({ mode: 'number' }).notNull().default(0),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.challengeId, table.userId] }),
    // one group of a standard board's tallies (below), its rows in the order the board lists equal standings
    index('leaderboard_standings_standard_group_idx').on(
      table.boardId,
      table.successfulDays,
      table.bestStreak,
      table.startDate,
      table.endDate,
      table.timezone,
      table.countedFrom,
      table.restDates,
      table.amountRank.desc(),
      table.userId,
      table.challengeId,
    ),
    // a step board in its order: both keys are stored
    index('leaderboard_standings_step_rank_idx').on(
      table.boardId,
      table.stepPoints.desc(),
      table.stepAverage.desc(),
      table.userId,
      table.challengeId,
    ),
  ],
);

/**
 * How many standings rows a board has in each group of rows ranked alike on a standard board (successful days,
 * best streak, and the dates, zone, first counted day and rest days that give the success rate). A trigger on leaderboard_standings keeps it
 * exact in the same statement as every write (drizzle/0003_leaderboard_tallies_trigger.sql), so a board's total
 * and a viewer's position are sums over these few groups rather than counts over every row. `shard` (from the
 * person's id) spreads simultaneous check-ins of one template over several rows instead of one queue.
 */
export const leaderboardTallies = pgTable(
  'leaderboard_tallies',
  {
    boardId: challengeColumn(),
    successfulDays: integer().notNull(),
    bestStreak: integer().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    timezone: text().notNull(),
    countedFrom: date({ mode: 'string' })
      .notNull()
      .default(sql`current_date`),
    restDates: date({ mode: 'string' })
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    shard: smallint().notNull(),
    entries: integer().notNull(),
  },
  (table) => [
    primaryKey({
      name: 'leaderboard_tallies_group_pk',
      columns: [
        table.boardId,
        table.successfulDays,
        table.bestStreak,
        table.startDate,
        table.endDate,
        table.timezone,
        table.countedFrom,
        table.restDates,
        table.shard,
      ],
    }),
  ],
);

/**
 * Who left or was removed from a challenge (product-rules.md#joining-and-leaving: rejoining needs a new invitation).
 * The share link refuses them; an accepted invitation clears the row.
 */
export const challengeDepartures = pgTable(
  'challenge_departures',
  {
    challengeId: challengeColumn(),
    userId: ownerColumn(),
    departedAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.challengeId, table.userId] })],
);
