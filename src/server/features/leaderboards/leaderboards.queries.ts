import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

// Board reads over leaderboard_standings: the top rows, the viewer's own row with its position, and the count,
// in ONE statement. Every part is a range of the (template_id | challenge_id, successful_days, best_streak) index;
// nothing is loaded into JavaScript beyond the rows shown.

/** One challenge's board, or the board of every copy of a template (spec §9). */
export type BoardScope = { challengeId: string } | { templateId: string };

export interface BoardQuery {
  scope: BoardScope;
  /** the challenge the viewer looks at: their own row is in it */
  challengeId: string;
  viewerId: string;
  limit: number;
  now: Date;
}

export interface StandardRow {
  userId: string;
  name: string | null;
  email: string | null;
  avatar: string | null;
  successfulDays: number;
  bestStreak: number;
  daysPassed: number;
  successRate: number;
}

export interface StepRow {
  userId: string;
  name: string | null;
  email: string | null;
  avatar: string | null;
  stepPoints: number;
  averagePercentage: number;
  daysCompleted: number;
  totalSteps: number;
}

export interface BoardRows<Row> {
  top: Row[];
  viewer: (Row & { position: number }) | null;
  total: number;
}

const inScope = (alias: string, scope: BoardScope) =>
  'templateId' in scope
    ? sql`${sql.raw(alias)}.template_id = ${scope.templateId}`
    : sql`${sql.raw(alias)}.challenge_id = ${scope.challengeId}`;

/**
 * Days passed and success rate of standing `s` in challenge `c` (each copy of a template has its own dates and
 * zone), derived at read time from "today" in the challenge's zone: spec §9.
 */
function rateOf(standing: string, challenge: string, now: Date) {
  const [s, c] = [sql.raw(standing), sql.raw(challenge)];
  const today = sql`((${now.toISOString()}::timestamptz at time zone ${c}.timezone)::date)`;
  return sql`(
    select dp.days_passed,
      case when dp.days_passed > 0 then round(${s}.successful_days * 100.0 / dp.days_passed)::int else 0 end
        as success_rate
    from (select case when ${today} < ${c}.start_date then 0
      else least(${today}, ${c}.end_date) - ${c}.start_date + 1 end as days_passed) dp
  )`;
}

const standardColumns = sql`s.user_id as "userId", u.name, u.email, u.image as avatar,
  s.successful_days as "successfulDays", s.best_streak as "bestStreak",
  r.days_passed as "daysPassed", r.success_rate as "successRate"`;

/**
 * Ranked by successful days, then success rate, then best streak (spec §9). The success rate needs each copy's
 * dates, so only the rows that can matter are joined to their challenge: for the top, those at or above the
 * successful days of the `limit`-th row; for the viewer's position, those tied with the viewer.
 */
export async function readStandardBoard(db: Database, query: BoardQuery): Promise<BoardRows<StandardRow>> {
  const { scope, now, limit } = query;
  const from = sql`from leaderboard_standings s
    join challenges c on c.id = s.challenge_id
    join users u on u.id = s.user_id
    cross join lateral ${rateOf('s', 'c', now)} r`;
  const threshold = sql`coalesce((select s0.successful_days from leaderboard_standings s0 where ${inScope('s0', scope)}
    order by s0.successful_days desc offset ${literal(limit - 1)} limit 1), 0)`;
  const tiedAndBetter = sql`(select count(*) from leaderboard_standings s2
    join challenges c2 on c2.id = s2.challenge_id
    cross join lateral ${rateOf('s2', 'c2', now)} r2
    where ${inScope('s2', scope)} and s2.successful_days = v."successfulDays"
      and (r2.success_rate > v."successRate" or (r2.success_rate = v."successRate" and s2.best_streak > v."bestStreak")))`;
  return readBoard<StandardRow>(db, {
    scope,
    top: sql`select ${standardColumns} ${from} where ${inScope('s', scope)} and s.successful_days >= ${threshold}
      order by s.successful_days desc, r.success_rate desc, s.best_streak desc, s.user_id, s.challenge_id
      limit ${literal(limit)}`,
    viewer: sql`select ${standardColumns} ${from}
      where s.challenge_id = ${query.challengeId} and s.user_id = ${query.viewerId}`,
    strictlyAbove: sql`s.successful_days > (select "successfulDays" from v)`,
    tiedAndBetter,
  });
}

const average = (alias: string) =>
  sql.raw(`case when ${alias}.total_check_ins > 0
    then round(${alias}.step_points::numeric / ${alias}.total_check_ins)::int else 0 end`);

const stepColumns = sql`s.user_id as "userId", u.name, u.email, u.image as avatar,
  s.step_points as "stepPoints", ${average('s')} as "averagePercentage",
  s.successful_days as "daysCompleted", s.total_steps as "totalSteps"`;

/** Ranked by total step points, then average percentage (spec §9); the same narrowing as the standard board. */
export async function readStepBoard(db: Database, query: BoardQuery): Promise<BoardRows<StepRow>> {
  const { scope, limit } = query;
  const from = sql`from leaderboard_standings s join users u on u.id = s.user_id`;
  const threshold = sql`coalesce((select s0.step_points from leaderboard_standings s0 where ${inScope('s0', scope)}
    order by s0.step_points desc offset ${literal(limit - 1)} limit 1), 0)`;
  return readBoard<StepRow>(db, {
    scope,
    top: sql`select ${stepColumns} ${from} where ${inScope('s', scope)} and s.step_points >= ${threshold}
      order by s.step_points desc, ${average('s')} desc, s.user_id, s.challenge_id
      limit ${literal(limit)}`,
    viewer: sql`select ${stepColumns} ${from}
      where s.challenge_id = ${query.challengeId} and s.user_id = ${query.viewerId}`,
    strictlyAbove: sql`s.step_points > (select "stepPoints" from v)`,
    tiedAndBetter: sql`(select count(*) from leaderboard_standings s2
      where ${inScope('s2', scope)} and s2.step_points = v."stepPoints" and ${average('s2')} > v."averagePercentage")`,
  });
}

interface BoardParts {
  scope: BoardScope;
  /** the top rows, best first */
  top: SQL;
  /** the viewer's own row (at most one), whose columns the parts below read as v."column" */
  viewer: SQL;
  /** a row `s` of the board ranks above the viewer `v` by a key the index orders */
  strictlyAbove: SQL;
  /** the count of rows that rank above the viewer although tied on that key */
  tiedAndBetter: SQL;
}

/**
 * One statement: the top rows, the viewer's row with its position (1 + the rows ranked above: equal standings
 * share a position), and the count of entries, which one pass over the index counts together with the rows above.
 */
async function readBoard<Row>(db: Database, parts: BoardParts): Promise<BoardRows<Row>> {
  type Result = { top: Row[] | string; viewer: (Row & { position: number }) | string | null; total: number };
  // both drivers answer raw statements as { rows }
  const result = (await db.execute(sql`
    with v as (${parts.viewer}),
    counts as (
      select count(*)::int as total, count(*) filter (where ${parts.strictlyAbove})::int as above
      from leaderboard_standings s where ${inScope('s', parts.scope)}
    )
    select
      (select coalesce(json_agg(t), '[]'::json) from (${parts.top}) t) as top,
      (select row_to_json(ranked) from (
        select v.*, 1 + counts.above + ${parts.tiedAndBetter} as position from v, counts
      ) ranked) as viewer,
      counts.total
    from counts`)) as unknown as { rows: Result[] };
  const [row] = result.rows;
  return {
    top: parseJson(row!.top),
    viewer: parseJson(row!.viewer),
    total: Number(row!.total),
  };
}

/** A whole number written into the statement: a LIMIT the planner can see picks the ordered index scan. */
const literal = (value: number) => sql.raw(String(Math.max(0, Math.trunc(value))));

/** PGlite and node-postgres both parse json columns, but be tolerant of a driver that hands back text. */
const parseJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
