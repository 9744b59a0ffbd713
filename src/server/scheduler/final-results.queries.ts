import { asc, eq, sql } from 'drizzle-orm';
import { rowsOf } from '#server/db/prepared-statement';
import { addDays, calendarDateIn } from '#shared/domain/calendar-date';
import type { Database } from '#server/db/database';
import { challengeParticipants, challenges } from '#server/db/schema/challenges';
import { challengeResultDeliveries } from '#server/db/schema/scheduling';
import { knownZones, localTimeIn } from './local-time';
import { isVisibleWhere } from '#server/features/challenges/challenge-access';
import { alias } from 'drizzle-orm/pg-core';

/** The statements' `challenges c`, for the access rule's SQL (challenge-access.ts). */
const c = alias(challenges, 'c');

export interface ResultCandidate {
  id: string;
  title: string;
  startDate: string;
  endDate: string;
  timezone: string;
}

/**
 * Challenges (not templates) whose check-ins are locked on today in their own zone and whose results have not
 * been announced, oldest end first, at most `limit`. The condition is isCheckInLocked (today > end + grace days)
 * evaluated in SQL so the batch limit counts only due ones; the caller confirms each with isCheckInLocked itself.
 * Only challenges locked within `lookbackDays` are read: the index range stays small however many challenges have
 * ever ended (older news is not worth announcing after a long outage).
 */
export async function findChallengesDueForResults(
  db: Database,
  input: { now: Date; graceDays: number; lookbackDays: number; limit: number },
): Promise<ResultCandidate[]> {
  const { now, graceDays } = input;
  // no zone's today is later than UTC's + 1 day: bounds end_date on its index before any zone math
  const latestToday = addDays(calendarDateIn('UTC', now), 1);
  const local = localTimeIn(sql`c.timezone`, now);
  return rowsOf<ResultCandidate>(
    db,
    sql`
    with ${knownZones}
    select c.id, c.title, c.start_date::text as "startDate", c.end_date::text as "endDate", c.timezone
    from challenges c
    where ${isVisibleWhere(c)}
      and c.end_date < ${addDays(latestToday, -graceDays)}::date
      and c.end_date >= ${addDays(latestToday, -graceDays - input.lookbackDays)}::date
      and (${local})::date > c.end_date + ${graceDays}::int
      and not exists (select 1 from challenge_result_deliveries d where d.challenge_id = c.id)
    order by c.end_date, c.id
    limit ${input.limit}::int`,
  );
}

/** Takes the one right to announce a challenge's results; false when another process (or run) already has it. */
export async function claimResultDelivery(db: Database, challengeId: string): Promise<boolean> {
  const claimed = await db
    .insert(challengeResultDeliveries)
    .values({ challengeId })
    .onConflictDoNothing()
    .returning({ challengeId: challengeResultDeliveries.challengeId });
  return claimed.length > 0;
}

/** In id order, so concurrent writers lock people's inbox rows in one order. */
export async function participantIdsOf(db: Database, challengeId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: challengeParticipants.userId })
    .from(challengeParticipants)
    .where(eq(challengeParticipants.challengeId, challengeId))
    .orderBy(asc(challengeParticipants.userId));
  return rows.map((row) => row.userId);
}
