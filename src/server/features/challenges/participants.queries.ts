import { and, eq } from 'drizzle-orm';
import type { Database } from '#server/db/database';
import {
  challengeDepartures,
  challengeParticipants,
  checkIns,
  leaderboardStandings,
} from '#server/db/schema/challenges';

/**
 * Takes a person out of a challenge: their seat, their check-ins and their standings row go together, so they
 * appear on no board of the challenge (nor of its template) once they are no longer in it.
 */
export async function deleteParticipation(tx: Database, challengeId: string, userId: string) {
  await tx.delete(checkIns).where(and(eq(checkIns.challengeId, challengeId), eq(checkIns.userId, userId)));
  await tx
    .delete(leaderboardStandings)
    .where(and(eq(leaderboardStandings.challengeId, challengeId), eq(leaderboardStandings.userId, userId)));
  const removed = await tx
    .delete(challengeParticipants)
    .where(and(eq(challengeParticipants.challengeId, challengeId), eq(challengeParticipants.userId, userId)))
    .returning({ id: challengeParticipants.id });
  if (removed.length === 0) return false;
  await tx.insert(challengeDepartures).values({ challengeId, userId }).onConflictDoNothing();
  return true;
}

/** True when the person left or was removed and has not been invited back since. */
export async function hasDeparted(db: Database, challengeId: string, userId: string) {
  const rows = await db
    .select({ userId: challengeDepartures.userId })
    .from(challengeDepartures)
    .where(and(eq(challengeDepartures.challengeId, challengeId), eq(challengeDepartures.userId, userId)));
  return rows.length > 0;
}

/** An invitation (or a group add) brings a departed person back: the share link works for them again. */
export async function forgetDeparture(db: Database, challengeId: string, userId: string) {
  await db
    .delete(challengeDepartures)
    .where(and(eq(challengeDepartures.challengeId, challengeId), eq(challengeDepartures.userId, userId)));
}
