import { and, desc, eq, ilike, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { GroupRole } from '#shared/domain/group-roles';
import type { Database } from '#server/db/database';
import { groupMembers, groupPosts, groups } from '#server/db/schema/social';
import { escapeLikePattern } from '#server/features/users/users.queries';
import { visibleContentWhere } from '#server/features/moderation-visibility/visible-content';
import { groupCardColumns, outerGroupId } from './groups.queries';

// The two lists of GET /groups, one statement each whatever the number of groups.

/** Name or description contains the text, any case; '%' and '_' typed by the person match themselves. */
function matchesSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLikePattern(search)}%`;
  return or(ilike(groups.name, pattern), ilike(groups.description, pattern));
}

/** The viewer's groups, newest joined first, with their role. */
export async function listMyGroups(db: Database, userId: string, search: string | undefined) {
  return db
    .select({ ...groupCardColumns, viewerRole: sql<GroupRole>`${groupMembers.role}` })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(eq(groupMembers.userId, userId), matchesSearch(search)))
    .orderBy(desc(groupMembers.joinedAt), desc(groups.createdAt), desc(groups.id));
}

/**
 * Public groups the viewer has not joined, most active first: members who joined plus posts written since
 * `since` (the spec's score is a random placeholder; the issue asks for recent activity). Ties: newest group.
 */
export async function listDiscoverGroups(
  db: Database,
  input: { userId: string; search: string | undefined; since: Date; limit: number },
) {
  const recentJoins = sql<number>`(
    select count(*)::int from ${groupMembers}
    where ${groupMembers.groupId} = ${outerGroupId} and ${groupMembers.joinedAt} >= ${input.since}
  )`;
  const recentPosts = sql<number>`(
    select count(*)::int from ${groupPosts}
    where ${groupPosts.groupId} = ${outerGroupId} and ${groupPosts.createdAt} >= ${input.since}
  )`;
  const joinedByViewer = db
    .select({ one: sql`1` })
    .from(groupMembers)
    .where(and(sql`${groupMembers.groupId} = ${outerGroupId}`, eq(groupMembers.userId, input.userId)));
  return db
    .select(groupCardColumns)
    .from(groups)
    .where(
      and(
        eq(groups.privacy, 'public'),
        notExists(joinedByViewer),
        matchesSearch(input.search),
        // decision 085: a group a site administrator hid is found by nobody new
        visibleContentWhere('group', groups, { id: 'id' }),
      ),
    )
    .orderBy(desc(sql`${recentJoins} + ${recentPosts}`), desc(groups.createdAt), desc(groups.id))
    .limit(input.limit);
}
