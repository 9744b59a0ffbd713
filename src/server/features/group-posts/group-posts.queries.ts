import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ReactionType } from '#shared/groups/groups.schemas';
import type { Database } from '#server/db/database';
import { users } from '#server/db/schema/auth';
import { visibleContentUnlessModerator } from '#server/features/moderation-visibility/visible-content';
import { groupPostComments, groupPostReactions, groupPosts } from '#server/db/schema/social';
import { authorColumns } from './post-author';
import { commentShownWhere, type PostViewer } from './post-comments.queries';
import { isShownToWhere } from '#server/features/blocks/block-access';

// Drizzle reads and writes of group posts; the rules live in the services.

export interface ReactionTally {
  type: ReactionType;
  count: number;
  viewerReacted: boolean;
}

/**
 * Per post, its reaction counts (with whether the viewer gave each) and its comment count, as correlated
 * subqueries over the posts' primary-key indexes: a page of posts, whatever its length, is one statement.
 */
const reactionTallies = (viewerId: string) => sql<ReactionTally[] | string>`coalesce((
  select json_agg(json_build_object('type', r.reaction_type, 'count', r.count, 'viewerReacted', r.viewer_reacted))
  from (
    select gpr.reaction_type, count(*)::int as count, bool_or(gpr.user_id = ${viewerId}) as viewer_reacted
    from ${groupPostReactions} gpr
    where gpr.post_id = ${groupPosts.id}
    group by gpr.reaction_type
  ) r
), '[]'::json)`;

/** The comments the viewer reads (the same predicate as the post's comments), over their post_id index. */
const commentCount = (viewer: PostViewer) => sql<number>`(
  select count(*)::int from ${groupPostComments}
  where ${groupPostComments}."post_id" = ${groupPosts.id} and ${commentShownWhere(viewer)}
)`;

const postColumns = (viewer: PostViewer) => ({
  id: groupPosts.id,
  content: groupPosts.content,
  images: groupPosts.images,
  pinned: groupPosts.pinned,
  createdAt: groupPosts.createdAt,
  updatedAt: groupPosts.updatedAt,
  ...authorColumns,
  reactions: reactionTallies(viewer.viewerId),
  commentCount: commentCount(viewer),
});

export type PostRow = Awaited<ReturnType<typeof selectPosts>>[number];

function selectPosts(db: Database, viewer: PostViewer, where: SQL | undefined, limit?: number) {
  const query = db
    .select(postColumns(viewer))
    .from(groupPosts)
    .innerJoin(users, eq(users.id, groupPosts.userId))
    // never the posts of someone the viewer blocked (product-rules.md#blocking)
    .where(and(where, isShownToWhere(viewer.viewerId, groupPosts.userId)))
    // product-rules.md#group-posts: pinned first, then newest; the id settles posts written in the same instant
    .orderBy(desc(groupPosts.pinned), desc(groupPosts.createdAt), desc(groupPosts.id));
  return limit === undefined ? query : query.limit(limit);
}

/**
 * A group's posts in the order shown, with authors, reactions and comment counts: one statement. With `afterPostId`
 * the list continues after that post (keyset paging on the order itself, so new posts never shift a page).
 */
export function listPostRows(
  db: Database,
  input: PostViewer & { groupId: string; afterPostId?: string; limit?: number },
) {
  const after = input.afterPostId
    ? sql`(${groupPosts.pinned}, ${groupPosts.createdAt}, ${groupPosts.id}) < (
        select c.pinned, c.created_at, c.id from ${groupPosts} c where c.id = ${input.afterPostId}
      )`
    : undefined;
  return selectPosts(
    db,
    input,
    and(eq(groupPosts.groupId, input.groupId), after, visiblePost(input.moderator)),
    input.limit,
  );
}

/** Decision 085: a post a moderator hid, or by a suspended author, only the group's moderators see. */
const visiblePost = (moderator: boolean) =>
  visibleContentUnlessModerator(moderator, 'group_post', groupPosts, { id: 'id', author: 'user_id' });

/** One post as the list shows it to the viewer. */
export async function findPostRow(db: Database, groupId: string, postId: string, viewer: PostViewer) {
  const [row] = await selectPosts(
    db,
    viewer,
    and(eq(groupPosts.groupId, groupId), eq(groupPosts.id, postId), visiblePost(viewer.moderator)),
  );
  return row;
}

/**
 * The fields the rules need (author, images), of a post of this group that the viewer sees: one hidden by a
 * moderator, or by a suspended author, only the group's moderators find (decision 085).
 */
export async function findPost(db: Database, groupId: string, postId: string, moderator: boolean) {
  const [row] = await db
    .select({ id: groupPosts.id, userId: groupPosts.userId, images: groupPosts.images })
    .from(groupPosts)
    .where(and(eq(groupPosts.groupId, groupId), eq(groupPosts.id, postId), visiblePost(moderator)));
  return row;
}

export async function insertPost(
  db: Database,
  values: { groupId: string; userId: string; content: string; images: string[]; createdAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(groupPosts)
    .values({ ...values, updatedAt: values.createdAt })
    .returning({ id: groupPosts.id });
  return row!.id;
}

/** The text changes and so does updatedAt (the client's 'edited' marker); pinning and reactions never touch it. */
export async function updatePostContent(db: Database, postId: string, content: string, updatedAt: Date) {
  await db.update(groupPosts).set({ content, updatedAt }).where(eq(groupPosts.id, postId));
}

export async function updatePostPinned(db: Database, postId: string, pinned: boolean) {
  await db.update(groupPosts).set({ pinned }).where(eq(groupPosts.id, postId));
}

/** The post and, through the foreign keys' cascades, its reactions and comments. */
export async function deletePostRow(db: Database, postId: string) {
  await db.delete(groupPosts).where(eq(groupPosts.id, postId));
}

export async function insertReaction(
  db: Database,
  postId: string,
  userId: string,
  reactionType: ReactionType,
) {
  await db.insert(groupPostReactions).values({ postId, userId, reactionType }).onConflictDoNothing();
}

export async function deleteReaction(
  db: Database,
  postId: string,
  userId: string,
  reactionType: ReactionType,
) {
  await db
    .delete(groupPostReactions)
    .where(
      and(
        eq(groupPostReactions.postId, postId),
        eq(groupPostReactions.userId, userId),
        eq(groupPostReactions.reactionType, reactionType),
      ),
    );
}
