import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { rowsOf } from '#server/db/prepared-statement';
import type { Database } from '#server/db/database';
import { checkInCheers } from '#server/db/schema/cheers';
import { challengeParticipants, challenges, checkIns } from '#server/db/schema/challenges';
import {
  checkInColumnsOf,
  cheerSummarySql,
  type StoredCheerSummary,
} from '#server/features/check-ins/cheer-summary';

// Drizzle reads and writes of cheers; the rules live in cheers.service.ts, the notification in cheer-notification.ts.

/** The check-in, its challenge's title, and whether `viewerId` takes part in that challenge: one statement. */
export async function findCheckInForCheer(db: Database, checkInId: string, viewerId: string) {
  const [row] = await db
    .select({
      id: checkIns.id,
      userId: checkIns.userId,
      challengeId: checkIns.challengeId,
      date: checkIns.date,
      challengeTitle: challenges.title,
      isParticipant: sql<boolean>`exists (select 1 from challenge_participants p
        where p.challenge_id = ${checkIns.challengeId} and p.user_id = ${viewerId})`,
    })
    .from(checkIns)
    .innerJoin(challenges, eq(challenges.id, checkIns.challengeId))
    // a rest day is not a check-in to cheer (product-rules.md#rest-days): it is not found here
    .where(and(eq(checkIns.id, checkInId), eq(checkIns.kind, 'check_in')));
  return row;
}

export type CheerableCheckIn = NonNullable<Awaited<ReturnType<typeof findCheckInForCheer>>>;

/**
 * The cheers of `userId` on these check-ins, each at most once: the primary key decides between simultaneous
 * requests, and a repeat inserts nothing. Answers the check-ins newly cheered.
 */
export async function insertCheers(tx: Database, checkInIds: string[], userId: string) {
  if (checkInIds.length === 0) return [];
  const rows = await tx
    .insert(checkInCheers)
    .values(checkInIds.map((checkInId) => ({ checkInId, userId })))
    .onConflictDoNothing()
    .returning({ checkInId: checkInCheers.checkInId });
  return rows.map((row) => row.checkInId);
}

/** Takes back `userId`'s cheers on these check-ins; answers the check-ins whose cheer was there. */
export async function deleteCheers(tx: Database, checkInIds: string[], userId: string) {
  if (checkInIds.length === 0) return [];
  const rows = await tx
    .delete(checkInCheers)
    .where(and(inArray(checkInCheers.checkInId, checkInIds), eq(checkInCheers.userId, userId)))
    .returning({ checkInId: checkInCheers.checkInId });
  return rows.map((row) => row.checkInId);
}

/** The cheers of one check-in as `viewerId` sees them. */
export async function readCheerSummary(db: Database, checkInId: string, viewerId: string) {
  // raw, with an alias: a one-table Drizzle select leaves column names bare, which the subqueries would misread
  const [row] = await rowsOf<{ cheers: StoredCheerSummary | string }>(
    db,
    sql`select ${cheerSummarySql(checkInColumnsOf('ci'), viewerId)} as cheers
    from check_ins ci where ci.id = ${checkInId}`,
  );
  return row?.cheers;
}

/**
 * The check-ins of one challenge and day made by its other participants (the Today panel's group line), in id
 * order, the order their notifications are locked in, so two people cheering each other's day never deadlock.
 */
export async function listOthersCheckInsOfDay(
  db: Database,
  challengeId: string,
  date: string,
  userId: string,
) {
  return db
    .select({ id: checkIns.id, userId: checkIns.userId, date: checkIns.date })
    .from(checkIns)
    .innerJoin(
      challengeParticipants,
      and(
        eq(challengeParticipants.challengeId, checkIns.challengeId),
        eq(challengeParticipants.userId, checkIns.userId),
      ),
    )
    .where(
      and(
        eq(checkIns.challengeId, challengeId),
        eq(checkIns.date, date),
        eq(checkIns.kind, 'check_in'),
        ne(checkIns.userId, userId),
      ),
    )
    .orderBy(checkIns.id);
}

/** Of these check-ins, how many `userId` has cheered. */
export async function countCheeredBy(db: Database, checkInIds: string[], userId: string) {
  if (checkInIds.length === 0) return 0;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(checkInCheers)
    .where(and(inArray(checkInCheers.checkInId, checkInIds), eq(checkInCheers.userId, userId)));
  return Number(row?.count ?? 0);
}
