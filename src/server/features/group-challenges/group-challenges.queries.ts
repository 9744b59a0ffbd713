import { and, asc, eq, notExists } from 'drizzle-orm';
import type { ChallengeSummary } from '#shared/challenges/challenges.types';
import { displayName } from '#shared/domain/display-name';
import type { GroupMemberCandidate } from '#shared/groups/groups.types';
import type { Database } from '#server/db/database';
import { users } from '#server/db/schema/auth';
import { challengeParticipants, challenges } from '#server/db/schema/challenges';
import { groupChallenges, groupMembers, groups } from '#server/db/schema/social';
import { listSummariesOf } from '#server/features/challenges/challenges.queries';

// Drizzle reads and writes of the group ↔ challenge links; the rules live in the service.

/** The group's challenges as the challenge lists show them: one statement. */
export async function listGroupChallengeSummaries(
  db: Database,
  groupId: string,
  now: Date,
): Promise<ChallengeSummary[]> {
  const linked = db
    .select({ id: groupChallenges.challengeId })
    .from(groupChallenges)
    .where(eq(groupChallenges.groupId, groupId));
  return listSummariesOf(db, linked, now);
}

/**
 * The challenges `organizerId` organizes that are in no group, as the challenge lists show them: one statement.
 * (A template has no organizer, so it is never among them.)
 */
export async function listUnlinkedOrganizedSummaries(
  db: Database,
  organizerId: string,
  now: Date,
): Promise<ChallengeSummary[]> {
  const unlinked = db
    .select({ id: challenges.id })
    .from(challenges)
    .where(
      and(
        eq(challenges.organizerId, organizerId),
        notExists(
          db
            .select({ one: groupChallenges.groupId })
            .from(groupChallenges)
            .where(eq(groupChallenges.challengeId, challenges.id)),
        ),
      ),
    );
  return listSummariesOf(db, unlinked, now);
}

/** One challenge as the challenge lists show it. */
export async function findChallengeSummary(db: Database, challengeId: string, now: Date) {
  const [summary] = await listSummariesOf(
    db,
    db.select({ id: challenges.id }).from(challenges).where(eq(challenges.id, challengeId)),
    now,
  );
  return summary!;
}

/** The group the challenge is linked to, or undefined. */
export async function findLinkedGroup(db: Database, challengeId: string) {
  const [row] = await db
    .select({ id: groups.id, name: groups.name })
    .from(groupChallenges)
    .innerJoin(groups, eq(groups.id, groupChallenges.groupId))
    .where(eq(groupChallenges.challengeId, challengeId))
    .limit(1);
  return row;
}

/** The group's members in the order they joined, each with whether they are in the challenge: one statement. */
export async function listMemberCandidates(
  db: Database,
  groupId: string,
  challengeId: string,
): Promise<GroupMemberCandidate[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      avatar: users.image,
      participantId: challengeParticipants.id,
    })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .leftJoin(
      challengeParticipants,
      and(
        eq(challengeParticipants.challengeId, challengeId),
        eq(challengeParticipants.userId, groupMembers.userId),
      ),
    )
    .where(eq(groupMembers.groupId, groupId))
    .orderBy(asc(groupMembers.joinedAt), asc(groupMembers.id));
  return rows.map(({ email, participantId, ...person }) => ({
    ...person,
    name: displayName({ name: person.name, email }),
    isParticipant: participantId !== null,
  }));
}

/** One member of the group as a candidate (its public face), or undefined when not a member. */
export async function findGroupMemberPerson(db: Database, groupId: string, userId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, avatar: users.image })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  if (!row) return undefined;
  const { email, ...person } = row;
  return { ...person, name: displayName({ name: person.name, email }) };
}
