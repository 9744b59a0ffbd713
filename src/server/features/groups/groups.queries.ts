import { and, eq, inArray, sql } from 'drizzle-orm';
import type { GroupRole } from '#shared/domain/group-roles';
import type { GroupPrivacy } from '#shared/groups/groups.schemas';
import type { Database } from '#server/db/database';
import { users } from '#server/db/schema/auth';
import { groupMembers, groups } from '#server/db/schema/social';
import { visibleContentWhere } from '#server/features/moderation-visibility/visible-content';

// Drizzle reads and writes of groups and memberships; the rules live in the services and group-access.ts.

/**
 * `groups.id`, always qualified: in a select from `groups` alone Drizzle writes a bare "id", which inside a
 * subquery on group_members or group_posts would name that table's own id.
 */
export const outerGroupId = sql`${groups}.${sql.identifier('id')}`;

/** How many members a group has, as a column of any select from `groups`. */
export const memberCountOfGroup = sql<number>`(
  select count(*)::int from ${groupMembers} where ${groupMembers.groupId} = ${outerGroupId}
)`;

/** The columns of a GroupCard (createdAt still a Date). */
export const groupCardColumns = {
  id: groups.id,
  name: groups.name,
  description: groups.description,
  privacy: sql<GroupPrivacy>`${groups.privacy}`,
  coverImage: groups.coverImage,
  memberCount: memberCountOfGroup,
  createdAt: groups.createdAt,
};

/** The card and its creator's name: the join-group page, also for signed-out visitors. */
export async function findPublicGroupCard(db: Database, groupId: string) {
  const [row] = await db
    .select({ ...groupCardColumns, createdByName: users.name })
    .from(groups)
    .leftJoin(users, eq(users.id, groups.createdBy))
    // decision 085: a group a site administrator hid has no join page
    .where(and(eq(groups.id, groupId), visibleContentWhere('group', groups, { id: 'id' })));
  return row;
}

/** The card, its creator's public face and the viewer's role: one statement for GET /groups/{id}. */
export async function findGroupDetail(db: Database, groupId: string, viewerId: string) {
  const [row] = await db
    .select({
      ...groupCardColumns,
      creatorId: users.id,
      creatorName: users.name,
      creatorEmail: users.email,
      creatorImage: users.image,
      viewerRole: sql<GroupRole | null>`${groupMembers.role}`,
    })
    .from(groups)
    .leftJoin(users, eq(users.id, groups.createdBy))
    .leftJoin(groupMembers, and(eq(groupMembers.groupId, groups.id), eq(groupMembers.userId, viewerId)))
    .where(eq(groups.id, groupId));
  return row;
}
export type GroupDetailRow = NonNullable<Awaited<ReturnType<typeof findGroupDetail>>>;

export async function insertGroup(
  db: Database,
  input: {
    name: string;
    description: string | null;
    privacy: GroupPrivacy;
    createdBy: string;
    createdAt: Date;
  },
): Promise<string> {
  const [row] = await db.insert(groups).values(input).returning({ id: groups.id });
  return row!.id;
}

/**
 * Memberships for the given people; one already there is left as it is (the unique group+user constraint makes
 * simultaneous joins safe). Answers the user ids that became members now.
 */
export async function insertMembers(
  db: Database,
  groupId: string,
  members: { userId: string; role: GroupRole }[],
  joinedAt: Date,
): Promise<string[]> {
  if (members.length === 0) return [];
  const rows = await db
    .insert(groupMembers)
    .values(members.map((member) => ({ groupId, ...member, joinedAt })))
    .onConflictDoNothing({ target: [groupMembers.groupId, groupMembers.userId] })
    .returning({ userId: groupMembers.userId });
  return rows.map((row) => row.userId);
}

export async function deleteMember(db: Database, groupId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .returning({ id: groupMembers.id });
  return rows.length > 0;
}

/** Which of these ids belong to existing people. */
export async function findExistingUserIds(db: Database, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, userIds));
  return rows.map((row) => row.id);
}

export async function updateGroupFields(
  db: Database,
  groupId: string,
  fields: Partial<{ name: string; description: string | null; privacy: GroupPrivacy }>,
) {
  if (Object.keys(fields).length === 0) return;
  await db.update(groups).set(fields).where(eq(groups.id, groupId));
}

/** Points the group at a new cover (or none); answers the cover it replaced, or undefined without a group. */
export async function replaceCoverImage(db: Database, groupId: string, coverImage: string | null) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ coverImage: groups.coverImage })
      .from(groups)
      .where(eq(groups.id, groupId))
      .for('update');
    if (!row) return undefined;
    await tx.update(groups).set({ coverImage }).where(eq(groups.id, groupId));
    return { previous: row.coverImage };
  });
}

/** The group and, through the foreign keys' cascades, its members, posts, reactions, comments, links, notifications. */
export async function deleteGroupRow(db: Database, groupId: string) {
  await db.delete(groups).where(eq(groups.id, groupId));
}
