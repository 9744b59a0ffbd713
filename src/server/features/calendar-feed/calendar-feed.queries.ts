import { and, asc, eq, sql } from 'drizzle-orm';
import type { ChallengeType } from '#shared/challenges/challenge-types';
import type { Locale } from '#shared/i18n/locales';
import type { Database } from '#server/db/database';
import { users } from '#server/db/schema/auth';
import { calendarFeeds } from '#server/db/schema/calendar-feeds';
import { challengeParticipants, challenges } from '#server/db/schema/challenges';
import { isVisibleWhere } from '#server/features/challenges/challenge-access';

export async function findCalendarFeed(db: Database, userId: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row ?? null;
}

/** Makes the person's link, or replaces its secret (the old URL stops working in the same statement). */
export async function saveCalendarFeedSecret(
  db: Database,
  input: { userId: string; secretHash: string; includeCheckIns?: boolean; now: Date },
) {
  const [row] = await db
    .insert(calendarFeeds)
    .values({
      userId: input.userId,
      secretHash: input.secretHash,
      includeCheckIns: input.includeCheckIns ?? false,
      createdAt: input.now,
    })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: {
        secretHash: input.secretHash,
        createdAt: input.now,
        lastFetchedAt: null,
        ...(input.includeCheckIns !== undefined && { includeCheckIns: input.includeCheckIns }),
      },
    })
    .returning();
  return row!;
}

export async function updateCalendarFeedSettings(db: Database, userId: string, includeCheckIns: boolean) {
  const [row] = await db
    .update(calendarFeeds)
    .set({ includeCheckIns })
    .where(eq(calendarFeeds.userId, userId))
    .returning();
  return row ?? null;
}

export async function deleteCalendarFeed(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .returning({ userId: calendarFeeds.userId });
  return rows.length > 0;
}

/** The feed whose secret hashes to `secretHash`, marked as fetched now (one statement); null when there is none. */
/** Marks the link fetched; returns its person, their setting and their language (one statement). */
export async function touchCalendarFeedBySecretHash(db: Database, secretHash: string, now: Date) {
  const [row] = await db
    .update(calendarFeeds)
    .set({ lastFetchedAt: now })
    .where(eq(calendarFeeds.secretHash, secretHash))
    .returning({
      userId: calendarFeeds.userId,
      includeCheckIns: calendarFeeds.includeCheckIns,
      locale: sql<Locale>`(select ${users.locale} from ${users} where ${users.id} = ${calendarFeeds.userId})`,
    });
  return row ?? null;
}

/** Every challenge the person takes part in (templates have no participants), oldest start first: one statement. */
export function challengesTakenPartIn(db: Database, userId: string) {
  return db
    .select({
      id: challenges.id,
      title: challenges.title,
      description: challenges.description,
      challengeType: sql<ChallengeType>`${challenges.challengeType}`,
      goalConfig: challenges.goalConfig,
      startDate: challenges.startDate,
      endDate: challenges.endDate,
      timezone: challenges.timezone,
    })
    .from(challengeParticipants)
    .innerJoin(challenges, eq(challenges.id, challengeParticipants.challengeId))
    .where(and(eq(challengeParticipants.userId, userId), isVisibleWhere(challenges)))
    .orderBy(asc(challenges.startDate), asc(challenges.id));
}
