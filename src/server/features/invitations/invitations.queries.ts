import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/database';
import { users } from '#server/db/schema/auth';
import { challengeParticipants, challenges } from '#server/db/schema/challenges';
import { invitations, notifications } from '#server/db/schema/social';
import { challengeRuleColumns } from '#server/features/challenges/challenge-columns';
import { isVisibleWhere } from '#server/features/challenges/challenge-access';

// Drizzle reads and writes of invitations; the rules live in the services.

export type InvitationStatus = 'pending' | 'accepted' | 'cancelled';

/** What sending needs to know about a challenge, and whether the sender takes part in it: one statement. */
export async function findChallengeForSender(db: Database, challengeId: string, senderId: string) {
  const [row] = await db
    .select({
      ...challengeRuleColumns,
      senderSeat: challengeParticipants.id,
    })
    .from(challenges)
    .leftJoin(
      challengeParticipants,
      and(eq(challengeParticipants.challengeId, challenges.id), eq(challengeParticipants.userId, senderId)),
    )
    .where(eq(challenges.id, challengeId));
  return row && { ...row, isSenderParticipant: row.senderSeat !== null };
}

export async function findUserEmail(db: Database, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email;
}

/** The account with this (normalized) address, and whether it already takes part in the challenge. */
export async function findInvitee(db: Database, email: string, challengeId: string) {
  const [row] = await db
    .select({ userId: users.id, seat: challengeParticipants.id })
    .from(users)
    .leftJoin(
      challengeParticipants,
      and(eq(challengeParticipants.userId, users.id), eq(challengeParticipants.challengeId, challengeId)),
    )
    .where(eq(users.email, email));
  return row && { userId: row.userId, isParticipant: row.seat !== null };
}

export async function insertInvitation(db: Database, values: typeof invitations.$inferInsert) {
  const [row] = await db
    .insert(invitations)
    .values(values)
    .returning({ id: invitations.id, expiresAt: invitations.expiresAt });
  return row!;
}

/** The invitation page's data: the invitation, its challenge and the inviter's name. */
export async function findInvitationView(db: Database, tokenHash: string) {
  const [row] = await db
    .select({
      status: invitations.status,
      expiresAt: invitations.expiresAt,
      email: invitations.email,
      invitedByName: users.name,
      challenge: {
        id: challenges.id,
        title: challenges.title,
        description: challenges.description,
        startDate: challenges.startDate,
        endDate: challenges.endDate,
        timezone: challenges.timezone,
      },
    })
    .from(invitations)
    .innerJoin(challenges, eq(challenges.id, invitations.challengeId))
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(eq(invitations.tokenHash, tokenHash));
  return row;
}

export async function findInvitationChallengeId(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ challengeId: invitations.challengeId })
    .from(invitations)
    .where(eq(invitations.tokenHash, tokenHash));
  return row?.challengeId;
}

/**
 * One of `userId`'s own notifications (undefined for anyone else's), with the token hash of the invitation it
 * carries (null when it carries none).
 */
export async function findOwnNotificationInvitation(db: Database, notificationId: string, userId: string) {
  const [row] = await db
    .select({ tokenHash: invitations.tokenHash })
    .from(notifications)
    .leftJoin(invitations, eq(invitations.id, notifications.invitationId))
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)));
  return row;
}

/** The invitation row, locked until the transaction ends: accepting and declining one token queue here. */
export async function lockInvitation(tx: Database, tokenHash: string) {
  const [row] = await tx
    .select({
      id: invitations.id,
      challengeId: invitations.challengeId,
      status: invitations.status,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .where(eq(invitations.tokenHash, tokenHash))
    .for('update');
  return row && { ...row, status: row.status as InvitationStatus };
}

export async function setInvitationStatus(db: Database, invitationId: string, status: InvitationStatus) {
  await db.update(invitations).set({ status }).where(eq(invitations.id, invitationId));
}

/** Once an invitation is answered its notification has nothing left to act on (the inbox trigger recounts). */
export async function markInvitationNotificationsRead(db: Database, invitationId: string) {
  await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.invitationId, invitationId), eq(notifications.read, false)));
}

/** Every challenge `userId` takes part in, with what its status needs; the caller drops completed ones. */
export async function listJoinedChallenges(db: Database, userId: string) {
  return db
    .select(challengeRuleColumns)
    .from(challengeParticipants)
    .innerJoin(challenges, eq(challenges.id, challengeParticipants.challengeId))
    .where(and(eq(challengeParticipants.userId, userId), isVisibleWhere(challenges)))
    .orderBy(desc(challenges.startDate), desc(challenges.createdAt));
}
