import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '#server/db/database';
import { leaderboardStandings } from '#server/db/schema/challenges';

/** The person's successful days per challenge, read by primary key from the standings. */
export async function listSuccessfulDays(db: Database, userId: string, challengeIds: string[]) {
  if (challengeIds.length === 0) return [];
  return db
    .select({
      challengeId: leaderboardStandings.challengeId,
      successfulDays: leaderboardStandings.successfulDays,
    })
    .from(leaderboardStandings)
    .where(
      and(inArray(leaderboardStandings.challengeId, challengeIds), eq(leaderboardStandings.userId, userId)),
    );
}
