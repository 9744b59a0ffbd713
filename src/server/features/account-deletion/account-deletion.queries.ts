import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { isAddress } from '#server/auth/confirmed-address';
import type { Database } from '#server/db/database';
import { users, verifications } from '#server/db/schema/auth';
import { challenges } from '#server/db/schema/challenges';
import { waitlistEntries } from '#server/db/schema/feedback';
import { groupMembers, groupPosts, groups, invitations } from '#server/db/schema/social';

// The statements of deleting an account (product-rules.md#account-deletion, decision 046). Each one covers every
// challenge or group of the person at once, so the number of statements does not grow with what they organised.

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/**
 * One account deletion at a time, whole-database (a transaction-level advisory lock): two people deleting their
 * accounts at once could otherwise hand a challenge to each other, each missing the other's change.
 */
export async function serializeAccountDeletions(tx: Database) {
  await tx.execute(sql`select pg_advisory_xact_lock(46046046)`);
}

/** The person's row, e-mail and whether it is confirmed, locked; undefined when the account is already gone. */
export async function lockPerson(tx: Database, userId: string) {
  const [row] = await tx
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified, image: users.image })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/**
 * Locks the challenges the person organises, in id order: leaving and removing lock the challenge row first, so
 * the participant list read next cannot change under the transfer.
 */
export async function lockOrganisedChallenges(tx: Database, userId: string) {
  return tx
    .select({ id: challenges.id })
    .from(challenges)
    .where(eq(challenges.organizerId, userId))
    .orderBy(challenges.id)
    .for('update');
}

/**
 * Each organised challenge with another participant passes to the longest-standing one: the earliest joined_at,
 * a tie going to the smaller user id. One statement for every challenge.
 */
export async function transferOrganisedChallenges(tx: Database, userId: string) {
  const result = await tx.execute(sql`
    update challenges c set organizer_id = s.user_id
    from (
      select distinct on (p.challenge_id) p.challenge_id, p.user_id
      from challenge_participants p
      join challenges o on o.id = p.challenge_id and o.organizer_id = ${userId}
      where p.user_id <> ${userId}
      order by p.challenge_id, p.joined_at, p.user_id
    ) s
    where c.id = s.challenge_id
    returning c.id as "challengeId", c.title, s.user_id as "organizerId"`);
  return rowsOf<{ challengeId: string; title: string; organizerId: string }>(result);
}

/** What is still the person's after the transfer: challenges nobody else was in. Their rows cascade. */
export async function deleteOrganisedChallenges(tx: Database, userId: string) {
  return tx.delete(challenges).where(eq(challenges.organizerId, userId)).returning({ id: challenges.id });
}

const groupsOf = (tx: Database, userId: string) =>
  tx.select({ groupId: groupMembers.groupId }).from(groupMembers).where(eq(groupMembers.userId, userId));

/** Locks every group the person is in, in id order, as role changes and leaving do (lockGroupRow). */
export async function lockGroupsOf(tx: Database, userId: string) {
  return tx
    .select({ id: groups.id })
    .from(groups)
    .where(inArray(groups.id, groupsOf(tx, userId)))
    .orderBy(groups.id)
    .for('update');
}

/**
 * In each group where the person is the only admin and others remain, the longest-standing moderator becomes
 * admin, else the longest-standing member (earliest joined_at, a tie going to the smaller user id).
 */
export async function promoteSuccessorAdmins(tx: Database, userId: string) {
  const result = await tx.execute(sql`
    update group_members m set role = 'admin'
    from (
      select distinct on (o.group_id) o.group_id, o.user_id
      from group_members mine
      join group_members o on o.group_id = mine.group_id and o.user_id <> ${userId}
      where mine.user_id = ${userId} and mine.role = 'admin'
        and not exists (
          select 1 from group_members a
          where a.group_id = mine.group_id and a.role = 'admin' and a.user_id <> ${userId})
      order by o.group_id, (o.role = 'moderator') desc, o.joined_at, o.user_id
    ) s
    where m.group_id = s.group_id and m.user_id = s.user_id
    returning m.group_id as "groupId", m.user_id as "userId",
      (select g.name from groups g where g.id = m.group_id) as "name"`);
  return rowsOf<{ groupId: string; userId: string; name: string }>(result);
}

/** Groups nobody else is in go, with their posts and links (cascades); their files go after the commit. */
export async function deleteGroupsLeftEmpty(tx: Database, userId: string) {
  return tx
    .delete(groups)
    .where(
      and(
        inArray(groups.id, groupsOf(tx, userId)),
        sql`not exists (select 1 from group_members o where o.group_id = ${groups.id} and o.user_id <> ${userId})`,
      ),
    )
    .returning({ id: groups.id });
}

/** The images of the person's group posts (URLs), to remove from storage once the posts are gone. */
export async function findGroupPostImages(tx: Database, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ images: groupPosts.images })
    .from(groupPosts)
    .where(eq(groupPosts.userId, userId));
  return rows.flatMap((row) => row.images);
}

/**
 * What names the person without a foreign key to them: better-auth's pending tokens (reset links keep the user id as
 * the value), and the rows kept under their address — invitations to it, waitlist sign-ups with it, tokens for it —
 * only when that address is confirmed as theirs (`address`, null when it is not: decision 056).
 */
export async function deleteRowsNamingPerson(tx: Database, userId: string, address: string | null) {
  await tx.delete(invitations).where(isAddress(invitations.email, address));
  await tx.delete(waitlistEntries).where(isAddress(waitlistEntries.email, address));
  await tx
    .delete(verifications)
    .where(or(eq(verifications.value, userId), isAddress(verifications.identifier, address)));
}

/** The account; every other row of theirs goes or is kept by its foreign key (decision 046). */
export async function deleteUserRow(tx: Database, userId: string) {
  const rows = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}
