import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database';
import { challenges, checkIns } from '#server/db/schema/challenges';
import { checkInFlags } from '#server/db/schema/check-in-flags';

// Reads and writes of the organizer's flags (decision 040); the rules are in check-in-flags.service.ts.

/**
 * A check-in, its challenge as the flag rules need it, whether `viewerId` takes part in that challenge and whether
 * the check-in is flagged already: one statement; undefined when there is no such check-in.
 */
export async function findCheckInToFlag(db: Database, checkInId: string, viewerId: string) {
  const [row] = await db
    .select({
      id: checkIns.id,
      userId: checkIns.userId,
      date: checkIns.date,
      challenge: {
        id: challenges.id,
        title: challenges.title,
        organizerId: challenges.organizerId,
        templateId: challenges.templateId,
      },
      isViewerParticipant: sql<boolean>`exists (
        select 1 from challenge_participants p where p.challenge_id = ${checkIns.challengeId}
          and p.user_id = ${viewerId})`,
      isFlagged: sql<boolean>`exists (select 1 from check_in_flags f where f.check_in_id = ${checkIns.id})`,
    })
    .from(checkIns)
    .innerJoin(challenges, eq(challenges.id, checkIns.challengeId))
    .where(eq(checkIns.id, checkInId));
  return row;
}

/** Flags the check-in, or changes the reason of its flag; the flag's time stays that of the first flag. */
export async function upsertFlag(
  db: Database,
  input: { checkInId: string; flaggedBy: string; reason: string | null },
) {
  const [row] = await db
    .insert(checkInFlags)
    .values(input)
    .onConflictDoUpdate({
      target: checkInFlags.checkInId,
      set: { reason: input.reason, flaggedBy: input.flaggedBy },
    })
    .returning({ createdAt: checkInFlags.createdAt, reason: checkInFlags.reason });
  return row!;
}

/** Removes the check-in's flag, if any. */
export async function deleteFlag(db: Database, checkInId: string) {
  await db.delete(checkInFlags).where(eq(checkInFlags.checkInId, checkInId));
}
