import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { challengeParticipants, checkIns, leaderboardStandings } from '../../db/schema/challenges';

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
  return removed.length > 0;
}
