import { and, asc, eq } from 'drizzle-orm';
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

/**
 * product-rules.md#group-posts: a post's comments, oldest first, with their authors; never those of someone the viewer
 * blocked (product-rules.md#blocking).
 */
export async function listCommentsOfPost(
  db: Database,
  postId: string,
  viewerId: string,
  moderator: boolean,
): Promise<GroupPostComment[]> {
  const rows = await db
    .select(commentColumns)
    .from(groupPostComments)
    .innerJoin(users, eq(users.id, groupPostComments.userId))
    .where(
      and(
        eq(groupPostComments.postId, postId),
        // decision 085: hidden comments, and those of suspended authors, only the group's moderators see
        visibleContentUnlessModerator(moderator, 'group_comment', groupPostComments, {
          id: 'id',
          author: 'user_id',
        }),
        isShownToWhere(viewerId, groupPostComments.userId),
      ),
    )
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
