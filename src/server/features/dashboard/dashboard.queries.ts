import { sql } from 'drizzle-orm';
import type { CalendarDate } from '#shared/domain/calendar-date';
import type { ChallengeStatus } from '#shared/domain/challenge-status';
import type { StreakFacts } from '#shared/domain/streak';
import type { Database } from '#server/db/database';
import {
  inlineCount,
  preparedStatement,
  preparedStatementPerCount,
  type StatementRead,
} from '#server/db/prepared-statement';
import { unrecognizedTimeZone } from '#server/db/error-causes';
import { myChallengeIdsSql, summaryColumnsSql } from '#server/features/challenges/challenges.queries';
import type { SummaryRow } from '#server/features/challenges/challenge-view';
import type { StoredFlag } from '#server/features/check-ins/check-in-view';
import { checkInJsonOf, flagJsonOf, type WrittenCheckIn } from '#server/features/check-ins/check-in-json';
import { recentCheckInColumns, type RecentCheckInRow } from '#server/features/check-ins/check-ins.queries';

/** The newest check-ins (by when they were made) across every challenge the person takes part in. */
export async function listRecentCheckInsAcross(db: Database, userId: string, limit: number) {
  return recentCheckInsAcross(limit).run(db, { userId });
}

type RecentCheckInAcrossRow = RecentCheckInRow & {
  challenge: {
    title: string;
    startDate: string;
    endDate: string;
    timezone: string;
    organizerId: string | null;
  };
};

// each of the person's challenges' newest few (an index range each), the newest of those, then their people and
// challenges: the work grows with the number of challenges, not with the check-ins they hold
const recentCheckInsAcross = preparedStatementPerCount<RecentCheckInAcrossRow, [number]>((limit) => {
  const userId = sql.placeholder('userId');
  return sql`select ${recentCheckInColumns(userId)},
      json_build_object('title', c.title, 'startDate', c.start_date, 'endDate', c.end_date,
        'timezone', c.timezone, 'organizerId', c.organizer_id) as challenge
    from (
      select per_challenge.id, per_challenge.created_at from challenge_participants p
      cross join lateral (select ci.id, ci.created_at from check_ins ci where ci.challenge_id = p.challenge_id
        order by ci.created_at desc, ci.id desc limit ${inlineCount(limit)}) per_challenge
      where p.user_id = ${userId}
      order by per_challenge.created_at desc, per_challenge.id desc
      limit ${inlineCount(limit)}
    ) newest
    join check_ins ci on ci.id = newest.id
    join challenges c on c.id = ci.challenge_id
    join users u on u.id = ci.user_id
    order by ci.created_at desc, ci.id desc`;
});

export interface TodayRow {
  challengeId: string;
  goalConfig: Record<string, unknown>;
  timezone: string;
  restDayBudget: number;
  restDaysUsed: number;
  /** the viewer's check-in for the day, as stored */
  checkIn: WrittenCheckIn | null;
  /** the organizer's flag of that check-in (decision 040) */
  checkInFlag: StoredFlag | null;
  /** the viewer's standing: the spec's current streak and their latest day within the challenge */
  streak: StreakFacts;
  checkedIn: number;
  othersCheckedIn: number;
  cheeredByViewer: number;
}

/**
 * For each (challenge, day) the viewer takes part in: their own check-in that day, their streak facts and how many
 * participants have checked in that day (of how many: the challenge summary's count). One statement for any number
 * of challenges; the pairs are one JSON parameter, so the text (and its plan) stays the same.
 */
export function todayRead(
  userId: string,
  days: { challengeId: string; date: CalendarDate }[],
): StatementRead<TodayRow, TodayRow[]> {
  const pairs = days.map(({ challengeId, date }) => ({ challenge_id: challengeId, date }));
  return {
    statement: today,
    values: { viewerId: userId, pairs: JSON.stringify(pairs) },
    result: (rows) => rows,
  };
}

const viewer = sql.placeholder('viewerId');
const today = preparedStatement<TodayRow>(
  () => sql`
    select t.challenge_id as "challengeId", c.goal_config as "goalConfig", c.timezone as "timezone",
      c.rest_day_budget as "restDayBudget",
      (select count(*)::int from check_ins ci
        where ci.challenge_id = t.challenge_id and ci.user_id = ${viewer} and ci.kind = 'rest') as "restDaysUsed",
      mine.check_in as "checkIn", mine.flag as "checkInFlag",
      json_build_object('currentStreak', coalesce(s.current_streak, 0), 'latestDate', s.streak_through)
        as "streak",
      day.checked_in as "checkedIn",
      day.others_checked_in as "othersCheckedIn",
      day.cheered_by_viewer as "cheeredByViewer"
    from json_to_recordset(${sql.placeholder('pairs')}::json) as t(challenge_id uuid, date date)
    join challenge_participants me on me.challenge_id = t.challenge_id and me.user_id = ${viewer}
    join challenges c on c.id = t.challenge_id
    left join leaderboard_standings s on s.challenge_id = t.challenge_id and s.user_id = ${viewer}
    left join lateral (select ${checkInJsonOf('ci')} as check_in, ${flagJsonOf('ci')} as flag from check_ins ci
      where ci.challenge_id = t.challenge_id and ci.user_id = ${viewer} and ci.date = t.date) mine on true
    -- the day's check-ins in one pass: only who takes part now (anyone else's are counted, never shown), a rest day
    -- is no check-in; the group line's cheer (product-rules.md#cheers): the others' check-ins that day and the
    -- viewer's cheers on them
    cross join lateral (
      select count(*)::int as checked_in,
        count(*) filter (where ci.user_id <> ${viewer})::int as others_checked_in,
        count(*) filter (where ci.user_id <> ${viewer} and exists (select 1 from check_in_cheers ch
          where ch.check_in_id = ci.id and ch.user_id = ${viewer}))::int as cheered_by_viewer
      from check_ins ci
      join challenge_participants p on p.challenge_id = ci.challenge_id and p.user_id = ci.user_id
      where ci.challenge_id = t.challenge_id and ci.date = t.date and ci.kind = 'check_in'
    ) day`,
);

/** How many of each section a dashboard shows (decision 066); the counts are of every challenge. */
export interface SectionLimits {
  active: number;
  upcoming: number;
  completed: number;
}

/** A challenge of one section, as the lists show it (toChallengeSummary), and how many the person has in each. */
export type SectionRow = SummaryRow & {
  section: ChallengeStatus;
  activeCount: number;
  upcomingCount: number;
  completedCount: number;
};

/**
 * The dashboard's sections in one statement whose work does not grow with what a person has finished (decision
 * 066): of their challenges (organizer or participant), the active ones ending soonest, the upcoming ones starting
 * soonest and the most recently ended, each up to its limit, and the exact count of each status by aggregate. The
 * status is the challenge's own (its dates against today in its zone, as toChallengeSummary derives it); only the
 * rows shown are joined to their organizer and counted for participants. No row when the person has no challenge.
 * A zone PostgreSQL does not know (stored by hand before zones were checked) would fail the whole statement: once it
 * has, its challenges are placed in UTC, as toChallengeSummary places them.
 */
export async function listDashboardSections(
  db: Database,
  userId: string,
  now: Date,
  limits: SectionLimits,
): Promise<SectionRow[]> {
  for (;;) {
    try {
      return await sections(limits.active, limits.upcoming, limits.completed).run(db, {
        viewerId: userId,
        now: now.toISOString(),
        unknownZones: [...unknownZones],
      });
    } catch (error) {
      const zone = unrecognizedTimeZone(error);
      if (zone === undefined || unknownZones.has(zone)) throw error;
      unknownZones.add(zone);
    }
  }
}

/** the zones PostgreSQL refused, learnt once per process (normally none: zones are checked when stored) */
const unknownZones = new Set<string>();

const sections = preparedStatementPerCount<SectionRow, [number, number, number]>(
  (active, upcoming, completed) => sql`
    with mine as (${myChallengeIdsSql(viewer)}),
    placed as (
      select c.id, c.start_date, c.end_date,
        case when c.start_date > today then 'upcoming' when c.end_date < today then 'completed' else 'active' end
          as section
      from mine
      join challenges c on c.id = mine.id
      cross join lateral (select (${sql.placeholder('now')}::timestamptz at time zone
        case when c.timezone = any(${sql.placeholder('unknownZones')}::text[]) then 'UTC' else c.timezone end)::date
        as today) t
    ),
    counts as (
      select count(*) filter (where section = 'active')::int as active_count,
        count(*) filter (where section = 'upcoming')::int as upcoming_count,
        count(*) filter (where section = 'completed')::int as completed_count
      from placed
    ),
    shown as (
      (select id, section, row_number() over (order by end_date, id) as position from placed
        where section = 'active' order by end_date, id limit ${inlineCount(active)})
      union all
      (select id, section, row_number() over (order by start_date, id) as position from placed
        where section = 'upcoming' order by start_date, id limit ${inlineCount(upcoming)})
      union all
      (select id, section, row_number() over (order by end_date desc, id desc) as position from placed
        where section = 'completed' order by end_date desc, id desc limit ${inlineCount(completed)})
    )
    select shown.section, ${summaryColumnsSql},
      counts.active_count as "activeCount", counts.upcoming_count as "upcomingCount",
      counts.completed_count as "completedCount"
    from shown
    join challenges c on c.id = shown.id
    left join users u on u.id = c.organizer_id
    cross join counts
    order by shown.section, shown.position`,
);
