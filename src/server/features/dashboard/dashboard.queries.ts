import { desc, eq, type Placeholder, sql } from 'drizzle-orm';
import type { CalendarDate } from '#shared/domain/calendar-date';
import type { StreakFacts } from '#shared/domain/streak';
import type { Database } from '#server/db/database';
import { builtOncePerDatabase, type CompiledRead } from '#server/db/prepared-statement';
import { users } from '#server/db/schema/auth';
import { challengeParticipants, challenges, checkIns } from '#server/db/schema/challenges';
import { checkInFlags } from '#server/db/schema/check-in-flags';
import type { StoredFlag } from '../check-ins/check-in-view';
import { cheerSummarySql, type StoredCheerSummary } from '../cheers/cheer-summary';
import type { WrittenCheckIn } from '../check-ins/check-in-writes';
import { checkInColumns } from '../check-ins/check-ins.queries';

/** The newest check-ins (by when they were made) across every challenge the person takes part in. */
export async function listRecentCheckInsAcross(db: Database, userId: string, limit: number) {
  return recentCheckInsAcross(db).execute({ userId, limit });
}

const recentCheckInsAcross = builtOncePerDatabase((db: Database) => {
  const userId = sql.placeholder('userId');
  const limit = sql.placeholder('limit');
  // each of the person's challenges' newest few (an index range each), the newest of those, then their people and
  // challenges: the work grows with the number of challenges, not with the check-ins they hold
  const perChallenge = db
    .select({ id: checkIns.id, createdAt: checkIns.createdAt })
    .from(checkIns)
    .where(eq(checkIns.challengeId, challengeParticipants.challengeId))
    .orderBy(desc(checkIns.createdAt), desc(checkIns.id))
    .limit(limit)
    .as('per_challenge');
  const newest = db
    .select({ id: perChallenge.id })
    .from(challengeParticipants)
    .crossJoinLateral(perChallenge)
    .where(eq(challengeParticipants.userId, userId))
    .orderBy(desc(perChallenge.createdAt), desc(perChallenge.id))
    .limit(limit)
    .as('newest');
  return db
    .select({
      checkIn: checkIns,
      person: {
        id: users.id,
        name: users.name,
        email: users.email,
        avatar: users.image,
        timezone: users.timezone,
      },
      challenge: {
        title: challenges.title,
        startDate: challenges.startDate,
        endDate: challenges.endDate,
        timezone: challenges.timezone,
        organizerId: challenges.organizerId,
      },
      // the organizer's flag (decision 040)
      flag: { createdAt: checkInFlags.createdAt, reason: checkInFlags.reason },
      cheers: sql<StoredCheerSummary>`${cheerSummarySql(checkInColumns, userId)}`,
    })
    .from(newest)
    .innerJoin(checkIns, eq(checkIns.id, newest.id))
    .innerJoin(challenges, eq(challenges.id, checkIns.challengeId))
    .innerJoin(users, eq(users.id, checkIns.userId))
    .leftJoin(checkInFlags, eq(checkInFlags.checkInId, checkIns.id))
    .orderBy(desc(checkIns.createdAt), desc(checkIns.id))
    .prepare('recent_check_ins_across');
});

export interface TodayRow {
  challengeId: string;
  goalConfig: Record<string, unknown>;
  timezone: string;
  restDayBudget: number;
  restDaysUsed: number;
  /** the viewer's check-in for the day, as stored, with the organizer's flag (decision 040) */
  checkIn: (WrittenCheckIn & { flag: StoredFlag | null }) | null;
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
): CompiledRead<TodayRow, TodayRow[]> {
  const pairs = days.map(({ challengeId, date }) => ({ challenge_id: challengeId, date }));
  return {
    name: 'dashboard_today',
    build: () => todayOfSql(sql.placeholder('viewerId')),
    values: { viewerId: userId, pairs: JSON.stringify(pairs) },
    result: (rows) => rows,
  };
}

const todayOfSql = (viewer: Placeholder) => sql`
    select t.challenge_id as "challengeId", c.goal_config as "goalConfig", c.timezone as "timezone",
      c.rest_day_budget as "restDayBudget",
      (select count(*)::int from check_ins ci
        where ci.challenge_id = t.challenge_id and ci.user_id = ${viewer} and ci.kind = 'rest') as "restDaysUsed",
      (select json_build_object('id', ci.id, 'userId', ci.user_id, 'challengeId', ci.challenge_id,
          'date', ci.date, 'kind', ci.kind, 'goalData', ci.goal_data, 'sugarFree', ci.sugar_free, 'notes', ci.notes,
          'createdAt', ci.created_at, 'updatedAt', ci.updated_at,
          'flag', (select json_build_object('createdAt', f.created_at, 'reason', f.reason)
            from check_in_flags f where f.check_in_id = ci.id))
        from check_ins ci
        where ci.challenge_id = t.challenge_id and ci.user_id = ${viewer} and ci.date = t.date) as "checkIn",
      json_build_object('currentStreak', coalesce(s.current_streak, 0), 'latestDate', s.streak_through)
        as "streak",
      day.checked_in as "checkedIn",
      day.others_checked_in as "othersCheckedIn",
      day.cheered_by_viewer as "cheeredByViewer"
    from json_to_recordset(${sql.placeholder('pairs')}::json) as t(challenge_id uuid, date date)
    join challenge_participants me on me.challenge_id = t.challenge_id and me.user_id = ${viewer}
    join challenges c on c.id = t.challenge_id
    left join leaderboard_standings s on s.challenge_id = t.challenge_id and s.user_id = ${viewer}
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
    ) day`;
