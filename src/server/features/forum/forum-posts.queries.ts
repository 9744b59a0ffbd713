import { and, asc, desc, eq, ne, not, sql } from 'drizzle-orm';
import type { ForumCategory, ForumStatus } from '#shared/forum/forum.schemas';
import type { Database } from '#server/db/database';
import { forumComments, forumPosts, forumSubscriptions, forumVotes } from '#server/db/schema/feedback';
import { visibleContentUnlessModerator } from '#server/features/moderation-visibility/visible-content';
import { hasBlockedWhere, isShownToWhere } from '#server/features/blocks/block-access';

// Drizzle reads and writes of forum posts and their comments; the rules live in the services.

// Drizzle writes a single table's columns unqualified ("id"), which inside a subquery would name the subquery's own
// id column: the correlated subqueries name the outer post's id in full.
const outerPostId = sql`${forumPosts}."id"`;

/** Whether the viewer voted for the post of the row (over the votes' primary key). */
export const viewerVoted = (viewerId: string) => sql<boolean>`exists (
  select 1 from ${forumVotes} fv where fv.post_id = ${outerPostId} and fv.user_id = ${viewerId}
)`;

/** Whether the viewer follows the post of the row (over the subscriptions' unique (post_id, user_id)). */
export const viewerSubscribed = (viewerId: string) => sql<boolean>`exists (
  select 1 from ${forumSubscriptions} fs where fs.post_id = ${outerPostId} and fs.user_id = ${viewerId}
)`;

/** Who reads the forum: their blocks and, for site administrators, hidden content shape what they see. */
interface ForumViewer {
  viewerId: string;
  moderator: boolean;
}

/**
 * A comment the viewer reads: not one a moderator hid, nor by a suspended author (decision 085, but for
 * moderators), nor by someone the viewer blocked (decision 084). Both the comments of a post's page and the count of
 * its card, so the two always agree; the columns are named in full, as the count reads them in a subquery.
 */
const commentShownWhere = ({ viewerId, moderator }: ForumViewer) =>
  and(
    visibleContentUnlessModerator(moderator, 'forum_comment', forumComments, { id: 'id', author: 'user_id' }),
    isShownToWhere(viewerId, sql`${forumComments}."user_id"`),
  );

/**
 * Per post, whether the viewer voted and how many comments they read, as correlated subqueries (the comments over
 * their (post_id, created_at) index), so a page is one statement whatever its length; the vote count is the
 * post's own column (kept by a trigger). Authors are never joined: the view shows the viewer's own name from the
 * session and 'User' for everyone else.
 */
const summaryColumns = (viewer: ForumViewer) => ({
  id: forumPosts.id,
  title: forumPosts.title,
  description: forumPosts.description,
  category: forumPosts.category,
  status: forumPosts.status,
  createdAt: forumPosts.createdAt,
  authorId: forumPosts.userId,
  voteCount: forumPosts.voteCount,
  viewerVoted: viewerVoted(viewer.viewerId),
  commentCount: sql<number>`(select count(*)::int from ${forumComments}
    where ${forumComments}."post_id" = ${outerPostId} and ${commentShownWhere(viewer)})`,
});

export type ForumPostRow = Awaited<ReturnType<typeof listForumPostRows>>[number];

/**
 * One page of the list in one statement: most votes first, then newest, the id settling posts of the same instant
 * (the order of the (category,) vote_count, created_at, id indexes, so a page is an index range read).
 */
export function listForumPostRows(
  db: Database,
  input: ForumViewer & { category?: ForumCategory; offset: number; limit: number },
) {
  return db
    .select(summaryColumns(input))
    .from(forumPosts)
    .where(
      and(
        input.category ? eq(forumPosts.category, input.category) : undefined,
        visibleForumPost(input.moderator),
        isShownToWhere(input.viewerId, forumPosts.userId),
      ),
    )
    .orderBy(desc(forumPosts.voteCount), desc(forumPosts.createdAt), desc(forumPosts.id))
    .limit(input.limit)
    .offset(input.offset);
}

/** Decision 085: a post or comment a moderator hid, or by a suspended author, only moderators see. */
const visibleForumPost = (moderator: boolean) =>
  visibleContentUnlessModerator(moderator, 'forum_post', forumPosts, { id: 'id', author: 'user_id' });

/** One post as its page shows it, with whether the viewer follows it; none when the viewer blocked its author. */
export async function findForumPostRow(db: Database, postId: string, viewer: ForumViewer) {
  const { viewerId, moderator } = viewer;
  const [row] = await db
    .select({ ...summaryColumns(viewer), viewerSubscribed: viewerSubscribed(viewerId) })
    .from(forumPosts)
    .where(
      and(
        eq(forumPosts.id, postId),
        visibleForumPost(moderator),
        isShownToWhere(viewerId, forumPosts.userId),
      ),
    );
  return row;
}

/** product-rules.md#feedback-forum: a post's comments, oldest first, those the viewer reads. */
export function listForumComments(db: Database, postId: string, viewer: ForumViewer) {
  return db
    .select({
      id: forumComments.id,
      content: forumComments.content,
      createdAt: forumComments.createdAt,
      authorId: forumComments.userId,
    })
    .from(forumComments)
    .where(and(eq(forumComments.postId, postId), commentShownWhere(viewer)))
    .orderBy(asc(forumComments.createdAt), asc(forumComments.id));
}

export type ForumCommentRow = Awaited<ReturnType<typeof listForumComments>>[number];

/**
 * The fields the rules need, of a post the actor sees: one hidden by a moderator, or by a suspended author, only a
 * moderator finds (decision 085), so every action on it by id answers as for a missing post. With `lock`, the row
 * stays locked until the transaction ends.
 */
export async function findForumPost(
  db: Database,
  postId: string,
  options: { moderator: boolean; lock?: boolean },
) {
  const query = db
    .select({
      id: forumPosts.id,
      title: forumPosts.title,
      status: forumPosts.status,
      userId: forumPosts.userId,
    })
    .from(forumPosts)
    .where(and(eq(forumPosts.id, postId), visibleForumPost(options.moderator)));
  const [row] = await (options.lock ? query.for('no key update') : query);
  return row;
}

export async function insertForumPost(
  db: Database,
  values: {
    userId: string;
    title: string;
    description: string | null;
    category: ForumCategory;
    createdAt: Date;
  },
): Promise<string> {
  const [row] = await db.insert(forumPosts).values(values).returning({ id: forumPosts.id });
  return row!.id;
}

export async function updateForumPostStatus(db: Database, postId: string, status: ForumStatus) {
  await db.update(forumPosts).set({ status }).where(eq(forumPosts.id, postId));
}

export async function insertForumComment(
  db: Database,
  values: { postId: string; userId: string; content: string; createdAt: Date },
): Promise<ForumCommentRow> {
  const [row] = await db.insert(forumComments).values(values).returning({
    id: forumComments.id,
    content: forumComments.content,
    createdAt: forumComments.createdAt,
    authorId: forumComments.userId,
  });
  return row!;
}

/** Who follows the post, but `exceptUserId` (the person whose action it is hears nothing of it). */
export async function subscriberIdsOf(db: Database, postId: string, exceptUserId: string) {
  const rows = await db
    .select({ userId: forumSubscriptions.userId })
    .from(forumSubscriptions)
    .where(
      and(
        eq(forumSubscriptions.postId, postId),
        ne(forumSubscriptions.userId, exceptUserId),
        // a follower who blocked the one acting does not hear of them (product-rules.md#blocking)
        not(hasBlockedWhere(forumSubscriptions.userId, exceptUserId)),
      ),
    );
  return rows.map((row) => row.userId);
}
