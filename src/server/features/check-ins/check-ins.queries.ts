import { and, desc, eq, sql } from 'drizzle-orm';
import type { ChallengeType } from '../../../shared/challenges/challenge-types';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/auth';
import { challengeParticipants, challenges, checkIns } from '../../db/schema/challenges';

// Drizzle reads and writes of check-ins; the rules live in check-ins.service.ts.

/** What the check-in rules need to know about a challenge. */
const challengeFields = {
  id: challenges.id,
  title: challenges.title,
  organizerId: challenges.organizerId,
  startDate: challenges.startDate,
  endDate: challenges.endDate,
  timezone: challenges.timezone,
  challengeType: sql<ChallengeType>`${challenges.challengeType}`,
  goalConfig: challenges.goalConfig,
  templateId: challenges.templateId,
};

export type CheckInChallenge = Awaited<ReturnType<typeof findChallengeForViewer>> & object;

/** The challenge and whether `userId` takes part in it: one statement. */
export async function findChallengeForViewer(db: Database, challengeId: string, userId: string) {
  const [row] = await db
    .select({
      ...challengeFields,
      // qualified by hand: in a one-table select Drizzle leaves column names bare, which the subquery would misread
      isParticipant: sql<boolean>`exists (
        select 1 from challenge_participants p where p.challenge_id = "challenges"."id" and p.user_id = ${userId}
      )`,
    })
    .from(challenges)
    .where(eq(challenges.id, challengeId));
  return row;
}

/**
 * The challenge, with the person's participation row locked until the transaction ends, or undefined when they do
 * not take part. Every check-in write of one person in one challenge queues here, so the standings recompute that
 * follows always sees the other writes and none is lost.
 */
export async function lockParticipation(tx: Database, challengeId: string, userId: string) {
  const [row] = await tx
    .select(challengeFields)
    .from(challengeParticipants)
    .innerJoin(challenges, eq(challenges.id, challengeParticipants.challengeId))
    .where(and(eq(challengeParticipants.challengeId, challengeId), eq(challengeParticipants.userId, userId)))
    .for('update', { of: challengeParticipants });
  return row;
}

export type CheckInRow = typeof checkIns.$inferSelect;
export type NewCheckIn = Pick<
  typeof checkIns.$inferInsert,
  'userId' | 'challengeId' | 'date' | 'goalData' | 'sugarFree' | 'notes'
>;

export async function insertCheckIn(tx: Database, values: NewCheckIn): Promise<CheckInRow> {
  const [row] = await tx.insert(checkIns).values(values).returning();
  return row!;
}

/** The person's own check-in, locked so a concurrent edit cannot be overwritten with stale fields. */
export async function lockOwnCheckIn(tx: Database, checkInId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.id, checkInId), eq(checkIns.userId, userId)))
    .for('update');
  return row;
}

export async function updateCheckIn(
  tx: Database,
  checkInId: string,
  fields: Pick<NewCheckIn, 'goalData' | 'sugarFree' | 'notes'>,
): Promise<CheckInRow> {
  const [row] = await tx
    .update(checkIns)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(checkIns.id, checkInId))
    .returning();
  return row!;
}

export async function deleteCheckIn(tx: Database, checkInId: string) {
  await tx.delete(checkIns).where(eq(checkIns.id, checkInId));
}

/** The person's check-ins in one challenge, latest date first. */
export async function listOwnCheckIns(db: Database, challengeId: string, userId: string, limit: number) {
  return db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.challengeId, challengeId), eq(checkIns.userId, userId)))
    .orderBy(desc(checkIns.date))
    .limit(limit);
}

/** Everyone's check-ins in one challenge with who made them, newest first. */
export async function listRecentCheckIns(db: Database, challengeId: string, limit: number) {
  return db
    .select({
      checkIn: checkIns,
      person: { id: users.id, name: users.name, email: users.email, avatar: users.image },
    })
    .from(checkIns)
    .innerJoin(users, eq(users.id, checkIns.userId))
    .where(eq(checkIns.challengeId, challengeId))
    .orderBy(desc(checkIns.createdAt), desc(checkIns.id))
    .limit(limit);
}

/** A unique-constraint violation (SQLSTATE 23505), as PostgreSQL and PGlite report it through Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
