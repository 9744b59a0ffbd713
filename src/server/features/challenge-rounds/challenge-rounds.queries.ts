import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { rowsOf } from '#server/db/prepared-statement';
import type { ChallengeType } from '#shared/challenges/challenge-types';
import type { Database } from '#server/db/database';
import { users } from '#server/db/schema/auth';
import {
  challengeParticipants,
  challenges,
  checkIns,
  leaderboardStandings,
} from '#server/db/schema/challenges';
import { groupChallenges } from '#server/db/schema/social';
import { isVisibleWhere } from '#server/features/challenges/challenge-access';
import { alias } from 'drizzle-orm/pg-core';

/** The statements' `challenges c`, for the access rule's SQL (challenge-access.ts). */
const c = alias(challenges, 'c');

// Drizzle reads and writes of the results view and of "Run it again"; the rules live in the services. Each read
// is one statement whatever the number of participants.

/** Everyone in the challenge with their standing (none without a check-in): one statement. */
export async function listStandingsOf(db: Database, challengeId: string) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      avatar: users.image,
      successfulDays: leaderboardStandings.successfulDays,
      bestStreak: leaderboardStandings.bestStreak,
      stepPoints: leaderboardStandings.stepPoints,
      stepAverage: leaderboardStandings.stepAverage,
      amountTotal: leaderboardStandings.amountTotal,
      totalCheckIns: leaderboardStandings.totalCheckIns,
      // the fair rate's days (decision 039): counted from the joined day, rest days left out
      countedFrom: leaderboardStandings.countedFrom,
      restDates: leaderboardStandings.restDates,
    })
    .from(challengeParticipants)
    .innerJoin(users, eq(users.id, challengeParticipants.userId))
    .leftJoin(
      leaderboardStandings,
      and(
        eq(leaderboardStandings.challengeId, challengeParticipants.challengeId),
        eq(leaderboardStandings.userId, challengeParticipants.userId),
      ),
    )
    .where(eq(challengeParticipants.challengeId, challengeId))
    .orderBy(asc(challengeParticipants.joinedAt), asc(challengeParticipants.id));
}

/** Every check-in of the challenge within its dates (the calendars' cells): one statement. */
export async function listCheckInDays(
  db: Database,
  challenge: { id: string; startDate: string; endDate: string },
) {
  return db
    .select({
      userId: checkIns.userId,
      date: checkIns.date,
      kind: checkIns.kind,
      goalData: checkIns.goalData,
      sugarFree: checkIns.sugarFree,
    })
    .from(checkIns)
    .where(
      and(
        eq(checkIns.challengeId, challenge.id),
        sql`${checkIns.date} between ${challenge.startDate} and ${challenge.endDate}`,
      ),
    );
}

export interface SeriesRoundRow {
  challengeId: string;
  roundNumber: number;
  startDate: string;
  endDate: string;
  timezone: string;
  participants: number;
  successfulDays: number;
  /** null when `viewerId` did not take part in the round */
  viewerSuccessfulDays: number | null;
  /** an amount goal's sums (decision 082): everyone's, and the viewer's (0 when they did not take part) */
  amountTotal: number;
  checkIns: number;
  viewerAmountTotal: number;
  viewerCheckIns: number;
  /** the round's own goal: a round run again may have another target */
  challengeType: ChallengeType;
  goalConfig: Record<string, unknown>;
}

/**
 * Every round of a series (its first round's id is the series' id) with its participants' successful days in total
 * and the viewer's: one statement however many rounds and people.
 */
export async function listSeriesRounds(
  db: Database,
  seriesId: string,
  viewerId: string,
): Promise<SeriesRoundRow[]> {
  return rowsOf<SeriesRoundRow>(
    db,
    sql`
    select c.id as "challengeId", c.round_number as "roundNumber", c.start_date::text as "startDate",
      c.end_date::text as "endDate", c.timezone,
      count(p.user_id)::int as participants,
      coalesce(sum(s.successful_days), 0)::int as "successfulDays",
      case when bool_or(p.user_id = ${viewerId})
        then coalesce(max(s.successful_days) filter (where p.user_id = ${viewerId}), 0)::int end
        as "viewerSuccessfulDays",
      coalesce(sum(s.amount_total), 0)::float8 as "amountTotal",
      coalesce(sum(s.total_check_ins), 0)::int as "checkIns",
      coalesce(sum(s.amount_total) filter (where p.user_id = ${viewerId}), 0)::float8 as "viewerAmountTotal",
      coalesce(sum(s.total_check_ins) filter (where p.user_id = ${viewerId}), 0)::int as "viewerCheckIns",
      c.challenge_type as "challengeType", c.goal_config as "goalConfig"
    from challenges c
    left join challenge_participants p on p.challenge_id = c.id
    left join leaderboard_standings s on s.challenge_id = c.id and s.user_id = p.user_id
    where (c.id = ${seriesId} or c.series_id = ${seriesId}) and ${isVisibleWhere(c)}
    group by c.id
    order by c.round_number, c.start_date`,
  );
}

/**
 * What the next round copies, locked until the transaction ends so two "Run it again" queue here, with the round
 * that already follows it (if any) and the group it was created in (if any): one statement.
 */
export async function lockRoundSource(tx: Database, challengeId: string) {
  const [row] = await tx
    .select({
      id: challenges.id,
      title: challenges.title,
      description: challenges.description,
      organizerId: challenges.organizerId,
      startDate: challenges.startDate,
      endDate: challenges.endDate,
      timezone: challenges.timezone,
      rules: challenges.rules,
      challengeType: sql<ChallengeType>`${challenges.challengeType}`,
      goalConfig: challenges.goalConfig,
      restDayBudget: challenges.restDayBudget,
      templateId: challenges.templateId,
      maxParticipants: challenges.maxParticipants,
      roundNumber: challenges.roundNumber,
      seriesId: challenges.seriesId,
      nextRoundId: sql<string | null>`(
        select next_round.id from ${challenges} next_round where next_round.previous_round_id = ${challenges.id}
      )`,
      groupId: sql<string | null>`(
        select ${groupChallenges.groupId} from ${groupChallenges}
        where ${groupChallenges.challengeId} = ${challenges.id} limit 1
      )`,
    })
    .from(challenges)
    .where(eq(challenges.id, challengeId))
    .for('update', { of: challenges });
  return row;
}

/** The participants other than `exceptUserId`, with the address an invitation is kept under: one statement. */
export async function listOtherParticipants(db: Database, challengeId: string, exceptUserId: string) {
  return db
    .select({ userId: users.id, email: users.email })
    .from(challengeParticipants)
    .innerJoin(users, eq(users.id, challengeParticipants.userId))
    .where(
      and(eq(challengeParticipants.challengeId, challengeId), ne(challengeParticipants.userId, exceptUserId)),
    )
    .orderBy(asc(users.id));
}
