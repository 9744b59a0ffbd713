import { type SQL, sql } from 'drizzle-orm';
import type { CheckInKind, CheckInSource } from '#shared/check-ins/check-ins.types';

// A check-in as the prepared statements answer it (the writes, the locks, the Today panel): one JSON shape, built
// here only, whichever driver runs the statement.

/** A check-in as JSON: timestamps and the date as text. */
export interface WrittenCheckIn {
  id: string;
  userId: string;
  challengeId: string;
  date: string;
  kind: CheckInKind;
  goalData: unknown;
  sugarFree: boolean;
  notes: string | null;
  source: CheckInSource;
  createdAt: string;
  updatedAt: string;
}

/** JSON of check_ins row `alias` as a WrittenCheckIn; `notes`, when given, in place of the row's own. */
export const checkInJsonOf = (alias: string, notes: SQL = sql`${sql.raw(alias)}.notes`): SQL => {
  const a = sql.raw(alias);
  return sql`json_build_object('id', ${a}.id, 'userId', ${a}.user_id, 'challengeId', ${a}.challenge_id,
    'date', ${a}.date, 'kind', ${a}.kind, 'goalData', ${a}.goal_data, 'sugarFree', ${a}.sugar_free,
    'notes', ${notes}, 'source', ${a}.source, 'createdAt', ${a}.created_at, 'updatedAt', ${a}.updated_at)`;
};

/** JSON of leaderboard_standings row `alias` as MilestoneFacts (someone with no standing yet: nothing yet). */
export const milestoneFactsJsonOf = (alias: string): SQL => {
  const a = sql.raw(alias);
  return sql`json_build_object('successfulDays', coalesce(${a}.successful_days, 0),
    'currentStreak', coalesce(${a}.current_streak, 0), 'latestDate', ${a}.streak_through)`;
};

/** JSON of the organizer's flag of check-in `alias` (decision 040), null when there is none. */
export const flagJsonOf = (alias: string): SQL =>
  sql`(select json_build_object('createdAt', f.created_at, 'reason', f.reason)
    from check_in_flags f where f.check_in_id = ${sql.raw(alias)}.id)`;
