import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChallengeType } from '#shared/challenges/challenge-types';
import { challenges } from '#server/db/schema/challenges';
import { isVisibleWhere, mayReadBoardWhere } from '#server/features/challenges/challenge-access';
import {
  inlineCount,
  parseJson,
  preparedStatementPerCount,
  type StatementRead,
} from '#server/db/prepared-statement';
import { latestCheckInSql, type StoredLatestCheckIn } from '#server/features/check-ins/cheer-summary';

// A board read is ONE statement, whoever asks and whatever they know of the challenge: it reads the challenge
// (which board, of which kind, and whether the viewer may read it: challenge-access.ts's rule), then, for a viewer
// who may, the top rows, the viewer's own row with its position, and the count, from leaderboard_standings (each
// row carries its challenge's dates and zone) and leaderboard_tallies (the count of rows per group ranked alike),
// never a pass over every row of a board, however many copies a template has.

export interface BoardQuery {
  /** the challenge the viewer looks at: their own row is in it */
  challengeId: string;
  viewerId: string;
  limit: number;
  now: Date;
}

/** What marks a row on either board: a late joiner's day and the rest days taken (decision 039). */
interface RowMarks {
  /** 6 for someone who joined on the challenge's sixth day; null from the first day */
  joinedDay: number | null;
  restDays: number;
}

export interface StandardRow extends RowMarks {
  userId: string;
  /** their latest check-in in the viewed challenge, with its cheers (null for another copy's row) */
  latestCheckIn: StoredLatestCheckIn | null;
  name: string | null;
  email: string | null;
  avatar: string | null;
  successfulDays: number;
  bestStreak: number;
  daysPassed: number;
  successRate: number;
  /** an amount goal's (decision 082): the sum of the days' amounts, the check-ins it is over, the board's last key */
  amountTotal: number;
  checkIns: number;
  amountRank: number;
}

export interface StepRow extends RowMarks {
  userId: string;
  /** their latest check-in in the viewed challenge, with its cheers (null for another copy's row) */
  latestCheckIn: StoredLatestCheckIn | null;
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

/** A board as its statement answers it: the board of the challenge's kind, when the viewer may read it. */
export type BoardAnswer =
  | { access: 'missing' }
  | { access: 'forbidden' }
  | { access: 'readable'; challengeType: 'step_count'; board: BoardRows<StepRow> }
  | {
      access: 'readable';
      challengeType: Exclude<ChallengeType, 'step_count'>;
      /** the challenge's goal settings: an amount goal's board shows its totals (decision 082) */
      goalConfig: Record<string, unknown>;
      board: BoardRows<StandardRow>;
    };

/**
 * Days passed and success rate of `alias`, which has the end_date and timezone of its challenge (each copy of a
 * template has its own), its first counted day and its rest days, derived from "today" in that zone when the board
 * is read: from the first counted day to the earlier of today and the end, without the rest days passed
 * (product-rules.md#scoring, decision 039; the twin of daysPassedOf in shared/domain/standing.ts). `offset 0` keeps
 * the days passed a value computed once per row: inlined, PostgreSQL computed them (with the zone's today and the
 * rest days) three times for every group of a board, a fifth of a template board's read (issue 16).
 */
function rateOf(alias: string) {
  const a = sql.raw(alias);
  const today = sql`((${board.now}::timestamptz at time zone ${a}.timezone)::date)`;
  return sql`(
    select dp.days_passed,
      case when dp.days_passed > 0 then round(${a}.successful_days * 100.0 / dp.days_passed)::int else 0 end
        as success_rate
    from (select case when l.last < ${a}.counted_from then 0
      else l.last - ${a}.counted_from + 1
        - case when cardinality(${a}.rest_dates) = 0 then 0
          else (select count(*) from unnest(${a}.rest_dates) r where r between ${a}.counted_from and l.last)::int end
      end as days_passed
      from (select least(${today}, ${a}.end_date) as last) l offset 0) dp
  )`;
}

/** A board statement's values: placeholders, so its text is built once per size. */
const board = {
  challengeId: sql.placeholder('challengeId'),
  viewerId: sql.placeholder('viewerId'),
  now: sql.placeholder('now'),
};
/**
 * The board's id, from the statement's `ch`: the template's for a copy of a template (its board aggregates every
 * copy: product-rules.md#leaderboards), else the challenge's.
 */
const boardId = sql`(select board_id from ch)`;

const person = sql`u.name, u.email, u.image as avatar`;
/** Their latest check-in in the viewed challenge, with its cheers, for board row `s`. */
const latest = latestCheckInSql(
  sql.raw('s.user_id'),
  sql.raw('s.challenge_id'),
  board.challengeId,
  board.viewerId,
);
/**
 * The marks of standings row `s`. 'joined day N' marks the rows whose rate starts after the first day, so nobody is
 * marked who checked in from the start (an organizer filling in a challenge created after its start).
 */
const marks = sql`case when s.counted_from > s.start_date then s.joined_on - s.start_date + 1 end as "joinedDay",
  cardinality(s.rest_dates) as "restDays"`;

/** An amount goal's numbers of standings row `s` (decision 082); 0 for other goals. */
const amounts = sql`s.amount_total as "amountTotal", s.total_check_ins as "checkIns", s.amount_rank as "amountRank"`;

/** The statement's `challenges c`, for the access rule's SQL (challenge-access.ts). */
const c = alias(challenges, 'c');

/** The challenge of the board `ch`: its kind, its board, and whether it is one the viewer may see and read. */
const boardChallenge = sql`select c.challenge_type, c.goal_config, coalesce(c.template_id, c.id) as board_id,
    jsonb_typeof(c.goal_config->'amount') = 'object' as counts_amount,
    ${isVisibleWhere(c)} as visible, ${mayReadBoardWhere(c, board.viewerId)} as may_read
  from challenges c where c.id = ${board.challengeId}`;

/**
 * The standard board's groups (product-rules.md#leaderboards: ranked by successful days, then success rate, then
 * best streak). The tallies group the board's rows by everything the rank depends on (successful days, best streak,
 * dates, zone, first counted day, rest days), so the groups are ranked with their rate of today, and only the groups
 * that reach into the top are opened, `limit` rows each, through the index that lists a group's rows in board
 * order. `standard_viewer` is the viewer's own row.
 */
const standardBoardCtes = sql`groups as (
      select g.*, r.days_passed, r.success_rate
      from (
        select successful_days, best_streak, start_date, end_date, timezone, counted_from, rest_dates,
          sum(entries)::int as entries
        from leaderboard_tallies where board_id = ${boardId}
        group by successful_days, best_streak, start_date, end_date, timezone, counted_from, rest_dates
        having sum(entries) > 0
      ) g
      cross join lateral ${rateOf('g')} r
    ),
    ranked as (
      select g.*, sum(g.entries) over (order by g.successful_days desc, g.success_rate desc, g.best_streak desc)
        - sum(g.entries) over (partition by g.successful_days, g.success_rate, g.best_streak) as above
      from groups g
    ),
    standard_viewer as (
      select s.user_id as "userId", ${person}, s.successful_days as "successfulDays", s.best_streak as "bestStreak",
        r.days_passed as "daysPassed", r.success_rate as "successRate", ${amounts}, ${marks},
        ${latest} as "latestCheckIn"
      from leaderboard_standings s
      join users u on u.id = s.user_id
      cross join lateral ${rateOf('s')} r
      where s.challenge_id = ${board.challengeId} and s.user_id = ${board.viewerId}
    )`;

/** Standings row `s` is in tallies group `g`. */
const inGroup = sql`s.board_id = ${boardId} and s.successful_days = g.successful_days and s.best_streak = g.best_streak
  and s.start_date = g.start_date and s.end_date = g.end_date and s.timezone = g.timezone
  and s.counted_from = g.counted_from and s.rest_dates = g.rest_dates`;

/**
 * The standard board's top `limit`, the viewer's row with its position: 1 + the rows of strictly better groups + on an
 * amount goal's board, the rows ranked alike with a better amount (its last key, decision 082; 0 on every row of other
 * boards, which count nothing more).
 */
function standardBoardJson(limit: number) {
  const k = inlineCount(limit);
  const better = sql`g.successful_days > v."successfulDays" or (g.successful_days = v."successfulDays"
    and (g.success_rate > v."successRate" or (g.success_rate = v."successRate" and g.best_streak > v."bestStreak")))`;
  const alike = sql`g.successful_days = v."successfulDays" and g.success_rate = v."successRate"
    and g.best_streak = v."bestStreak"`;
  return sql`json_build_object(
      'top', (select coalesce(json_agg(t), '[]'::json) from (
        select s.user_id as "userId", ${person}, g.successful_days as "successfulDays",
          g.best_streak as "bestStreak", g.days_passed as "daysPassed", g.success_rate as "successRate", ${amounts},
          ${marks}, ${latest} as "latestCheckIn"
        from ranked g
        cross join lateral (
          select s.user_id, s.challenge_id, s.joined_on, s.start_date, s.counted_from, s.rest_dates, s.amount_total,
            s.total_check_ins, s.amount_rank
          from leaderboard_standings s
          where ${inGroup}
          -- 'nulls last' as the group index lists the rows (the column is never null): PostgreSQL reads an index in
          -- order only for an ORDER BY with the index's NULLS order, and without it sorted every group whole — a
          -- met-or-missed template board at 100,000 copies took 20 ms of PostgreSQL time a read instead of 2
          order by s.amount_rank desc nulls last, s.user_id, s.challenge_id
          limit ${k}
        ) s
        join users u on u.id = s.user_id
        where g.above < ${k}
        order by g.successful_days desc, g.success_rate desc, g.best_streak desc, s.amount_rank desc, s.user_id,
          s.challenge_id
        limit ${k}
      ) t),
      'viewer', (select row_to_json(p) from (
        select v.*, (1 + coalesce((select sum(g.entries) from groups g where ${better}), 0)
          + case when (select counts_amount from ch) then coalesce((select sum((select count(*)
              from leaderboard_standings s where ${inGroup} and s.amount_rank > v."amountRank"))
            from groups g where ${alike}), 0) else 0 end)::int
          as position
        from standard_viewer v
      ) p),
      'total', (select coalesce(sum(entries), 0)::int from groups))`;
}

const stepColumns = sql`s.user_id as "userId", ${person}, s.step_points as "stepPoints",
  s.step_average as "averagePercentage", s.successful_days as "daysCompleted", s.total_steps as "totalSteps",
  ${marks}, ${latest} as "latestCheckIn"`;

/**
 * The step board (product-rules.md#leaderboards: ranked by total step points, then average percentage): both are
 * stored, so the top is the first rows of an index, and the viewer's position 1 + two index range counts (more
 * points; as many, better average).
 */
function stepBoardJson(limit: number) {
  const ranked = sql`leaderboard_standings s where s.board_id = ${boardId}`;
  return sql`json_build_object(
      'top', (select coalesce(json_agg(t), '[]'::json) from (
        select ${stepColumns} from leaderboard_standings s join users u on u.id = s.user_id
        where s.board_id = ${boardId}
        order by s.step_points desc, s.step_average desc, s.user_id, s.challenge_id
        limit ${inlineCount(limit)}
      ) t),
      'viewer', (select row_to_json(p) from (
        select v.*, (1 + (select count(*) from ${ranked} and s.step_points > v."stepPoints")
          + (select count(*) from ${ranked} and s.step_points = v."stepPoints"
            and s.step_average > v."averagePercentage"))::int as position
        from (select ${stepColumns} from leaderboard_standings s join users u on u.id = s.user_id
          where s.challenge_id = ${board.challengeId} and s.user_id = ${board.viewerId}) v
      ) p),
      'total', (select coalesce(sum(entries), 0)::int from leaderboard_tallies where board_id = ${boardId}))`;
}

/**
 * Every board of a size is read with the same prepared statement, built once and planned once per connection; the
 * CASE runs only the board of the challenge's kind, and only for a viewer who may read it. The size is part of the
 * text: with LIMIT $n PostgreSQL cannot trust a generic plan and planned every read anew, which cost twice the read
 * itself (issue 16). The sizes are 1 to 50, so a connection holds at most 50.
 */
const boardStatement = preparedStatementPerCount<BoardStatementRow, [number]>(
  (limit) => sql`
    with ch as (${boardChallenge}),
    ${standardBoardCtes}
    select ch.challenge_type as "challengeType", ch.goal_config as "goalConfig", ch.visible,
      ch.may_read as "mayRead",
      case when ch.may_read then
        case when ch.challenge_type = 'step_count' then ${stepBoardJson(limit)} else ${standardBoardJson(limit)} end
      end as board
    from ch`,
);

/** A board's statement: no row when there is no such challenge. */
interface BoardStatementRow {
  challengeType: ChallengeType;
  goalConfig: Record<string, unknown> | string;
  visible: boolean;
  mayRead: boolean;
  board: BoardRows<unknown> | string | null;
}

/** The read of the board of `query.challengeId` as `query.viewerId` may see it. */
export function boardRead({
  challengeId,
  viewerId,
  limit,
  now,
}: BoardQuery): StatementRead<BoardStatementRow, BoardAnswer> {
  return {
    statement: boardStatement(limit),
    values: { challengeId, viewerId, now: now.toISOString() },
    result: ([row]) => {
      if (!row?.visible) return { access: 'missing' };
      if (!row.mayRead) return { access: 'forbidden' };
      return {
        access: 'readable',
        challengeType: row.challengeType,
        goalConfig: parseJson(row.goalConfig),
        board: parseJson(row.board!),
      } as BoardAnswer;
    },
  };
}
