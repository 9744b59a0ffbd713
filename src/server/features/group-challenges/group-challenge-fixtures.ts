import type { GroupRole } from '#shared/domain/group-roles';
import type { GroupPrivacy } from '#shared/groups/groups.schemas';
import type { Database } from '#server/db/database';
import { groupMembers, groups } from '#server/db/schema/social';

// Groups by direct insert: these tests are about challenges in a group, not about making groups.

/** A group with `members` (user id → role) in that order. */
export async function insertGroup(
  db: Database,
  members: [userId: string, role: GroupRole][],
  input: { name?: string; privacy?: GroupPrivacy } = {},
) {
  const [group] = await db
    .insert(groups)
    .values({ name: input.name ?? 'Sugar Busters', privacy: input.privacy ?? 'public' })
    .returning();
  if (members.length > 0) {
    await db.insert(groupMembers).values(
      members.map(([userId, role], index) => ({
        groupId: group!.id,
        userId,
        role,
        // distinct join times, so "in the order they joined" is well defined
        joinedAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
      })),
    );
  }
  return group!;
}
