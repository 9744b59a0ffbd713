import {
  FORUM_PAGE_SIZE,
  type ForumCategory,
  type ForumStatus,
  type createForumPostSchema,
} from '#shared/forum/forum.schemas';
import type { ForumPostDetail, ForumPostPage } from '#shared/forum/forum.types';
import type { z } from 'zod';
import type { Actor, Deps } from '#server/app-env';
import { forbidden, notFound } from '#server/lib/domain-error';
import { isSiteAdmin } from '#server/features/site-admin/site-admin.policy';
import { forumMessages, forumNotificationTexts } from './forum-messages';
import { notifySubscribers } from './forum-notifications';
import {
  findForumPost,
  findForumPostRow,
  insertForumPost,
  listForumComments,
  listForumPostRows,
  updateForumPostStatus,
} from './forum-posts.queries';
import { addSubscription } from './forum-toggles.queries';
import { toForumComment, toForumPostSummary } from './forum-view';

/**
 * product-rules.md#feedback-forum: most votes first (then newest), one page at a time, in one statement whatever the
 * page's length.
 */
export async function listForumPosts(
  deps: Deps,
  actor: Actor,
  query: { category?: ForumCategory; offset: number },
): Promise<ForumPostPage> {
  // one more than a page tells whether another page follows, without a count
  const rows = await listForumPostRows(deps.db, {
    viewerId: actor.userId,
    moderator: isSiteAdmin(deps.env, actor),
    category: query.category,
    offset: query.offset,
    limit: FORUM_PAGE_SIZE + 1,
  });
  return {
    posts: rows.slice(0, FORUM_PAGE_SIZE).map((row) => toForumPostSummary(row, actor)),
    nextOffset: rows.length > FORUM_PAGE_SIZE ? query.offset + FORUM_PAGE_SIZE : null,
  };
}

/** The post page in two statements: the post with its counts and the viewer's toggles, then its comments. */
export async function readForumPost(deps: Deps, actor: Actor, postId: string): Promise<ForumPostDetail> {
  const viewer = { viewerId: actor.userId, moderator: isSiteAdmin(deps.env, actor) };
  const [row, comments] = await Promise.all([
    findForumPostRow(deps.db, postId, viewer),
    listForumComments(deps.db, postId, viewer),
  ]);
  if (!row) throw notFound(forumMessages.notFound);
  return {
    ...toForumPostSummary(row, actor),
    viewerSubscribed: row.viewerSubscribed,
    canChangeStatus: viewer.moderator,
    comments: comments.map((comment) => toForumComment(comment, actor)),
  };
}

/** Anyone signed in posts; the author follows their post from the start (in the same transaction). */
export async function createForumPost(
  deps: Deps,
  actor: Actor,
  input: z.output<typeof createForumPostSchema>,
): Promise<ForumPostDetail> {
  const now = deps.clock.now();
  const postId = await deps.db.transaction(async (tx) => {
    const id = await insertForumPost(tx, { ...input, userId: actor.userId, createdAt: now });
    await addSubscription(tx, id, actor.userId, now);
    return id;
  });
  return readForumPost(deps, actor, postId);
}

/**
 * Site administrators only, the post's author included in the refusal. A real change tells the post's followers
 * (but the administrator); setting the status it already has tells nobody. The row is locked, so two
 * administrators setting the same status at once notify once.
 */
export async function changeForumPostStatus(
  deps: Deps,
  actor: Actor,
  postId: string,
  status: ForumStatus,
): Promise<ForumPostDetail> {
  if (!isSiteAdmin(deps.env, actor)) throw forbidden(forumMessages.statusNotAdmin);
  await deps.db.transaction(async (tx) => {
    const post = await findForumPost(tx, postId, { moderator: true, lock: true });
    if (!post) throw notFound(forumMessages.notFound);
    if (post.status === status) return;
    await updateForumPostStatus(tx, postId, status);
    await notifySubscribers(tx, {
      postId,
      actorId: actor.userId,
      text: forumNotificationTexts.status(post.title, status),
    });
  });
  return readForumPost(deps, actor, postId);
}
