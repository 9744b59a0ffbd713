import { and, asc, eq, sql } from 'drizzle-orm';
import type { GroupRole } from '#shared/domain/group-roles';
import type { GroupMember } from '#shared/groups/groups.types';
import type { Database } from '#server/db/database';
import { users } from '#server/db/schema/auth';
import { groupMembers, groups } from '#server/db/schema/social';
import { toPersonSummary } from '#server/features/users/person-view';

// Reads and writes of one group's member list (adding and removing rows are in groups.queries.ts, shared with
// joining, leaving and creating); the rules live in group-members.service.ts.

const memberColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  avatar: users.image,
  role: sql<GroupRole>`${groupMembers.role}`,
  joinedAt: groupMembers.joinedAt,
};

interface MemberRow {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  role: GroupRole;
  joinedAt: Date;
}

const toGroupMember = ({ role, joinedAt, ...person }: MemberRow): GroupMember => ({
  ...toPersonSummary(person),
  role,
  joinedAt: joinedAt.toISOString(),
});

// People added at the same instant (the creator and the initial members of a new group): admins first, then by name.
const roleRank = sql`case ${groupMembers.role} when 'admin' then 0 when 'moderator' then 1 else 2 end`;

/** product-rules.md#groups: the members with their profile, in the order they joined. */
export async function listGroupMembers(db: Database, groupId: string): Promise<GroupMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(eq(groupMembers.groupId, groupId))
    .orderBy(asc(groupMembers.joinedAt), roleRank, asc(sql`lower(${users.name})`), asc(groupMembers.id));
  return rows.map(toGroupMember);
}

export async function findGroupMember(
  db: Database,
  groupId: string,
  userId: string,
): Promise<GroupMember | undefined> {
  const [row] = await db
    .select(memberColumns)
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
  return row && toGroupMember(row);
}

/**
 * Holds the group's row until the transaction ends, so role changes of one group run one after another: two
 * admins stepping down at once cannot both see the other as the remaining admin. False when there is no group.
 */
export async function lockGroupRow(tx: Database, groupId: string): Promise<boolean> {
  const rows = await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId)).for('update');
  return rows.length > 0;
}

export async function countAdmins(db: Database, groupId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.role, 'admin')));
  return row?.count ?? 0;
}

export async function updateMemberRole(db: Database, groupId: string, userId: string, role: GroupRole) {
  await db
    .update(groupMembers)
    .set({ role })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
}
