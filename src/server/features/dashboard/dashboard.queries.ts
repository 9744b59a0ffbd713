import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/auth';
import { challengeParticipants, challenges, checkIns } from '../../db/schema/challenges';

/** The newest check-ins (by when they were made) across every challenge the person takes part in. */
export async function listRecentCheckInsAcross(db: Database, userId: string, limit: number) {
  // the newest first, then their people and challenges: a join per shown row, not per check-in of every challenge
  const newest = db
    .select({ id: checkIns.id })
    .from(checkIns)
    .innerJoin(
      challengeParticipants,
      and(
        eq(challengeParticipants.challengeId, checkIns.challengeId),
        eq(challengeParticipants.userId, userId),
      ),
    )
    .orderBy(desc(checkIns.createdAt), desc(checkIns.id))
    .limit(limit)
    .as('newest');
  // prepared: planned once per connection rather than on every dashboard
  return db
    .select({
      checkIn: checkIns,
      person: { id: users.id, name: users.name, email: users.email, avatar: users.image },
      challenge: {
        title: challenges.title,
        startDate: challenges.startDate,
        endDate: challenges.endDate,
        timezone: challenges.timezone,
      },
    })
    .from(newest)
    .innerJoin(checkIns, eq(checkIns.id, newest.id))
    .innerJoin(challenges, eq(challenges.id, checkIns.challengeId))
    .innerJoin(users, eq(users.id, checkIns.userId))
    .orderBy(desc(checkIns.createdAt), desc(checkIns.id))
    .prepare('recent_check_ins_across')
    .execute();
}
