import { and, asc, eq, sql } from 'drizzle-orm';
import type { GroupPostComment } from '#shared/groups/groups.types';
import type { Database } from '#server/db/database';
import { users } from '#server/db/schema/auth';
import { groupPostComments } from '#server/db/schema/social';
import { visibleContentUnlessModerator } from '#server/features/moderation-visibility/visible-content';
import { isShownToWhere } from '#server/features/blocks/block-access';
import { type AuthorRow, authorColumns, authorOf } from './post-author';

const commentColumns = {
  id: groupPostComments.id,
  content: groupPostComments.content,
  createdAt: groupPostComments.createdAt,
  ...authorColumns,
};

const toComment = (row: AuthorRow & { id: string; content: string; createdAt: Date }): GroupPostComment => ({
  id: row.id,
  author: authorOf(row),
  content: row.content,
  createdAt: row.createdAt.toISOString(),
});

/** Who reads a group's posts: their blocks and, for the group's moderators, hidden content shape what they see. */
export interface PostViewer {
  viewerId: string;
  moderator: boolean;
}

/**
 * A comment the viewer reads: not one a moderator hid, nor by a suspended author (decision 085, but for the group's
 * moderators), nor by someone the viewer blocked (product-rules.md#blocking). Both the comments of a post and the
 * count of its card, so the two always agree; the columns are named in full, as the count reads them in a subquery.
 */
export const commentShownWhere = ({ viewerId, moderator }: PostViewer) =>
  and(
    visibleContentUnlessModerator(moderator, 'group_comment', groupPostComments, {
      id: 'id',
      author: 'user_id',
    }),
    isShownToWhere(viewerId, sql`${groupPostComments}."user_id"`),
  );

/** product-rules.md#group-posts: a post's comments the viewer reads, oldest first, with their authors. */
export async function listCommentsOfPost(
  db: Database,
  postId: string,
  viewer: PostViewer,
): Promise<GroupPostComment[]> {
  const rows = await db
    .select(commentColumns)
    .from(groupPostComments)
    .innerJoin(users, eq(users.id, groupPostComments.userId))
    .where(and(eq(groupPostComments.postId, postId), commentShownWhere(viewer)))
    .orderBy(asc(groupPostComments.createdAt), asc(groupPostComments.id));
  return rows.map(toComment);
}

export async function insertComment(
  db: Database,
  values: { postId: string; userId: string; content: string; createdAt: Date },
): Promise<GroupPostComment> {
  const [inserted] = await db
    .insert(groupPostComments)
    .values(values)
    .returning({ id: groupPostComments.id });
  const [row] = await db
    .select(commentColumns)
    .from(groupPostComments)
    .innerJoin(users, eq(users.id, groupPostComments.userId))
    .where(eq(groupPostComments.id, inserted!.id));
  return toComment(row!);
}
