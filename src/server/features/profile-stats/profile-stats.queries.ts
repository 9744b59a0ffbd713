import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChallengeType } from '#shared/challenges/challenge-types';
import type { CalendarDate } from '#shared/domain/calendar-date';
import type { DayTally } from '#shared/domain/overall-streak';
import type { Database } from '#server/db/database';
import { challenges, checkIns, leaderboardStandings } from '#server/db/schema/challenges';
import { isSuccessful } from '#server/features/standings/standings.queries';

/**
 * The person's successful days and judged days per challenge, read by primary key from the standings, with what the
 * amount habits add up (issue 27): the challenge's goal, its days checked in, and its amounts' and steps' totals.
 */
export async function listOwnStandings(db: Database, userId: string, challengeIds: string[]) {
  if (challengeIds.length === 0) return [];
  return db
    .select({
      challengeId: leaderboardStandings.challengeId,
      successfulDays: leaderboardStandings.successfulDays,
      countedFrom: leaderboardStandings.countedFrom,
      restDates: leaderboardStandings.restDates,
      challengeType: sql<ChallengeType>`${challenges.challengeType}`,
      goalConfig: challenges.goalConfig,
      totalCheckIns: leaderboardStandings.totalCheckIns,
      amountTotal: leaderboardStandings.amountTotal,
      totalSteps: leaderboardStandings.totalSteps,
    })
    .from(leaderboardStandings)
    .innerJoin(challenges, eq(challenges.id, leaderboardStandings.challengeId))
    .where(
      and(inArray(leaderboardStandings.challengeId, challengeIds), eq(leaderboardStandings.userId, userId)),
    );
}

const ci = alias(checkIns, 'ci');

/**
 * The person's days up to `to` (and from `from`, when given), oldest first, each with its check-ins counted by
 * outcome across all of their challenges: one statement, aggregated by day in SQL. Only check-ins within their
 * challenge's dates count (product-rules.md#scoring).
 */
export async function listDayTallies(
  db: Database,
  userId: string,
  { from, to }: { from: CalendarDate | null; to: CalendarDate },
): Promise<DayTally[]> {
  return db
    .select({
      date: ci.date,
      // a rest day neither succeeds nor fails (product-rules.md#rest-days)
      met: sql<number>`(count(*) filter (where ${ci.kind} = 'check_in' and ${isSuccessful}))::int`,
      missed: sql<number>`(count(*) filter (where ${ci.kind} = 'check_in' and not (${isSuccessful})))::int`,
      rest: sql<number>`(count(*) filter (where ${ci.kind} = 'rest'))::int`,
    })
    .from(ci)
    .innerJoin(challenges, eq(challenges.id, ci.challengeId))
    .where(
      and(
        eq(ci.userId, userId),
        lte(ci.date, to),
        from === null ? undefined : gte(ci.date, from),
        sql`${ci.date} between ${challenges.startDate} and ${challenges.endDate}`,
      ),
    )
    .groupBy(ci.date)
    .orderBy(ci.date);
}
