import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import type { ChallengeType } from '#shared/challenges/challenge-types';
import type { Database } from '#server/db/database';
import { users } from '#server/db/schema/auth';
import { checkInLinks, usedCheckInAnswers } from '#server/db/schema/check-in-links';
import { challengeParticipants, challenges, checkIns } from '#server/db/schema/challenges';
import { isVisibleWhere } from '#server/features/challenges/challenge-access';

/** The person a link names, as the check-in services know an actor, with their language. */
export async function findAnswerer(db: Database, userId: string) {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      timezone: users.timezone,
      emailVerified: users.emailVerified,
      siteAdmin: users.siteAdmin,
      locale: users.locale,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
export type Answerer = NonNullable<Awaited<ReturnType<typeof findAnswerer>>>;

/**
 * A challenge as a one-tap page needs it (not a template), whether `userId` takes part, and what they recorded on
 * `date` already: one statement.
 */
export async function findAnswerDay(db: Database, userId: string, challengeId: string, date: string) {
  const [row] = await db
    .select({
      id: challenges.id,
      title: challenges.title,
      challengeType: sql<ChallengeType>`${challenges.challengeType}`,
      goalConfig: challenges.goalConfig,
      participantId: challengeParticipants.userId,
      entryId: checkIns.id,
      entryKind: checkIns.kind,
      entryGoalData: checkIns.goalData,
    })
    .from(challenges)
    .leftJoin(
      challengeParticipants,
      and(eq(challengeParticipants.challengeId, challenges.id), eq(challengeParticipants.userId, userId)),
    )
    .leftJoin(
      checkIns,
      and(eq(checkIns.challengeId, challenges.id), eq(checkIns.userId, userId), eq(checkIns.date, date)),
    )
    .where(and(eq(challenges.id, challengeId), isVisibleWhere(challenges)));
  return row;
}
export type AnswerDay = NonNullable<Awaited<ReturnType<typeof findAnswerDay>>>;

export async function isAnswerUsed(db: Database, nonce: string) {
  const [row] = await db
    .select({ nonce: usedCheckInAnswers.nonce })
    .from(usedCheckInAnswers)
    .where(eq(usedCheckInAnswers.nonce, nonce));
  return row !== undefined;
}

/** Marks the answer used; false when it was already (a simultaneous tap waits for the first, then finds it). */
export async function markAnswerUsed(db: Database, nonce: string, usedAt: Date) {
  const inserted = await db
    .insert(usedCheckInAnswers)
    .values({ nonce, usedAt })
    .onConflictDoNothing()
    .returning({ nonce: usedCheckInAnswers.nonce });
  return inserted.length > 0;
}

export async function findLinkBySecretHash(db: Database, secretHash: string) {
  const [row] = await db
    .select({ id: checkInLinks.id, userId: checkInLinks.userId, challengeId: checkInLinks.challengeId })
    .from(checkInLinks)
    .where(eq(checkInLinks.secretHash, secretHash));
  return row;
}

export async function touchLinkUsed(db: Database, id: string, usedAt: Date) {
  await db.update(checkInLinks).set({ lastUsedAt: usedAt }).where(eq(checkInLinks.id, id));
}

export const listLinksOf = (db: Database, userId: string) =>
  db
    .select({
      id: checkInLinks.id,
      challengeId: checkInLinks.challengeId,
      challengeTitle: challenges.title,
      createdAt: checkInLinks.createdAt,
      lastUsedAt: checkInLinks.lastUsedAt,
    })
    .from(checkInLinks)
    .innerJoin(challenges, eq(challenges.id, checkInLinks.challengeId))
    .where(eq(checkInLinks.userId, userId))
    .orderBy(asc(checkInLinks.createdAt));
export type CheckInLinkRow = Awaited<ReturnType<typeof listLinksOf>>[number];

/** The challenges the person takes part in that have not ended before `fromDate`: what a new link may be for. */
export const listLinkableChallengesOf = (db: Database, userId: string, fromDate: string) =>
  db
    .select({ id: challenges.id, title: challenges.title })
    .from(challenges)
    .innerJoin(
      challengeParticipants,
      and(eq(challengeParticipants.challengeId, challenges.id), eq(challengeParticipants.userId, userId)),
    )
    .where(and(isVisibleWhere(challenges), gte(challenges.endDate, fromDate)))
    .orderBy(asc(challenges.endDate), asc(challenges.title));

export async function countLinksOf(db: Database, userId: string) {
  const [row] = await db.select({ n: count() }).from(checkInLinks).where(eq(checkInLinks.userId, userId));
  return row?.n ?? 0;
}

export async function insertLink(
  db: Database,
  values: { userId: string; challengeId: string; secretHash: string; createdAt: Date },
) {
  const [row] = await db.insert(checkInLinks).values(values).returning();
  return row!;
}

/** Deletes the link only when it is `userId`'s; whether one was deleted. */
export async function deleteLinkOf(db: Database, userId: string, id: string) {
  const deleted = await db
    .delete(checkInLinks)
    .where(and(eq(checkInLinks.id, id), eq(checkInLinks.userId, userId)))
    .returning({ id: checkInLinks.id });
  return deleted.length > 0;
}
