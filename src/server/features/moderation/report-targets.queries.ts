import { and, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { ReportTargetKind } from '#shared/moderation/moderation.schemas';
import type { Database } from '#server/db/database';
import { users } from '#server/db/schema/auth';
import { challenges, checkIns } from '#server/db/schema/challenges';
import { forumComments, forumPosts } from '#server/db/schema/feedback';
import { groupMembers, groupPostComments, groupPosts, groups } from '#server/db/schema/social';
import { isVisibleWhere, mayReadBoardWhere } from '#server/features/challenges/challenge-access';

// The content a report names, as the reporter may see it: its author, the group it belongs to and its words. One
// statement per kind; undefined when it does not exist or the reporter may not see it (answered as 'not found').

export interface ReportTarget {
  authorId: string | null;
  /** the group whose admins and moderators moderate it; null: site administrators only */
  groupId: string | null;
  excerpt: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EXCERPT_MAX = 500;

/** A group's content: a public group's for anyone signed in, a private group's for its members (group-access's rule). */
const seesGroupContent = (reporterId: string) =>
  or(
    eq(groups.privacy, 'public'),
    sql`exists (select 1 from ${groupMembers} gm where gm.group_id = ${groups.id} and gm.user_id = ${reporterId})`,
  );

type Finder = (db: Database, id: string, reporterId: string) => Promise<ReportTarget | undefined>;

const finders: Record<ReportTargetKind, Finder> = {
  forum_post: async (db, id) => {
    const [row] = await db
      .select({ authorId: forumPosts.userId, title: forumPosts.title, description: forumPosts.description })
      .from(forumPosts)
      .where(eq(forumPosts.id, id));
    return row && { authorId: row.authorId, groupId: null, excerpt: joined(row.title, row.description) };
  },
  forum_comment: async (db, id) => {
    const [row] = await db
      .select({ authorId: forumComments.userId, excerpt: forumComments.content })
      .from(forumComments)
      .where(eq(forumComments.id, id));
    return row && { ...row, groupId: null };
  },
  group_post: async (db, id, reporterId) => {
    const [row] = await db
      .select({ authorId: groupPosts.userId, groupId: groupPosts.groupId, excerpt: groupPosts.content })
      .from(groupPosts)
      .innerJoin(groups, eq(groups.id, groupPosts.groupId))
      .where(and(eq(groupPosts.id, id), seesGroupContent(reporterId)));
    return row;
  },
  group_comment: async (db, id, reporterId) => {
    const [row] = await db
      .select({
        authorId: groupPostComments.userId,
        groupId: groupPosts.groupId,
        excerpt: groupPostComments.content,
      })
      .from(groupPostComments)
      .innerJoin(groupPosts, eq(groupPosts.id, groupPostComments.postId))
      .innerJoin(groups, eq(groups.id, groupPosts.groupId))
      .where(and(eq(groupPostComments.id, id), seesGroupContent(reporterId)));
    return row;
  },
  // a group itself is for the site administrators: its own admins are whom it may be about
  group: async (db, id) => {
    const [row] = await db
      .select({ authorId: groups.createdBy, name: groups.name, description: groups.description })
      .from(groups)
      .where(eq(groups.id, id));
    return row && { authorId: row.authorId, groupId: null, excerpt: joined(row.name, row.description) };
  },
  challenge: async (db, id) => {
    const [row] = await db
      .select({
        authorId: challenges.organizerId,
        title: challenges.title,
        description: challenges.description,
      })
      .from(challenges)
      .where(and(eq(challenges.id, id), isVisibleWhere(challenges)));
    return row && { authorId: row.authorId, groupId: null, excerpt: joined(row.title, row.description) };
  },
  profile: async (db, id) => {
    const [row] = await db
      .select({ authorId: users.id, excerpt: users.name })
      .from(users)
      .where(eq(users.id, id));
    return row && { ...row, groupId: null };
  },
  // a check-in's note, seen by those who may read its challenge's board
  check_in_note: async (db, id, reporterId) => {
    const [row] = await db
      .select({ authorId: checkIns.userId, excerpt: sql<string>`${checkIns.notes}` })
      .from(checkIns)
      .innerJoin(challenges, eq(challenges.id, checkIns.challengeId))
      .where(
        and(
          eq(checkIns.id, id),
          isNotNull(checkIns.notes),
          ne(checkIns.notes, ''),
          mayReadBoardWhere(challenges, reporterId),
        ),
      );
    return row && { ...row, groupId: null };
  },
};

/** The reported content as `reporterId` sees it, or undefined. */
export async function findReportTarget(
  db: Database,
  kind: ReportTargetKind,
  id: string,
  reporterId: string,
): Promise<ReportTarget | undefined> {
  // every id but a person's is a uuid, which PostgreSQL refuses to compare with anything else
  if (kind !== 'profile' && !UUID.test(id)) return undefined;
  const target = await finders[kind](db, id, reporterId);
  return target && { ...target, excerpt: target.excerpt.slice(0, EXCERPT_MAX) };
}

const joined = (title: string, description: string | null) =>
  description ? `${title}\n${description}` : title;
