import type { ForumComment, ForumSubscriptionState, ForumVoteState } from '#shared/forum/forum.types';
import type { Actor, Deps } from '#server/app-env';
import { notFound } from '#server/lib/domain-error';
import { forumMessages, forumNotificationTexts } from './forum-messages';
import { notifySubscribers } from './forum-notifications';
import { findForumPost, insertForumComment } from './forum-posts.queries';
import {
  addSubscription,
  addVote,
  readSubscriptionState,
  readVoteState,
  removeSubscription,
  removeVote,
} from './forum-toggles.queries';
import { toForumComment } from './forum-view';
import { requireMayAnswerPostOf } from '#server/features/blocks/block-access';
import { blockMessages } from '#server/features/blocks/blocks-messages';
import { isSiteAdmin } from '#server/features/site-admin/site-admin.policy';
import type { Database } from '#server/db/database';

/**
 * The post an action answers (a vote, a follow, a comment), as its page shows it to the actor: 404 when it is
 * missing or hidden from them — by a moderator or with its suspended author (decision 085; site administrators
 * still see and answer it).
 */
async function requireSeenPost(db: Database, deps: Deps, actor: Actor, postId: string) {
  const post = await findForumPost(db, postId, { moderator: isSiteAdmin(deps.env, actor) });
  if (!post) throw notFound(forumMessages.notFound);
  return post;
}

/**
 * product-rules.md#feedback-forum: a vote is present or absent. Anyone signed in votes, the author too; `voted` says
 * which state the person wants, so a repeated or simultaneous request changes nothing more (the client toggles).
 * Nobody votes for the post of someone who blocked them, nor for one hidden from them; taking a vote back is always
 * allowed (product-rules.md#blocking).
 */
export async function setVote(
  deps: Deps,
  actor: Actor,
  postId: string,
  voted: boolean,
): Promise<ForumVoteState> {
  if (voted) {
    const post = await requireSeenPost(deps.db, deps, actor, postId);
    await requireMayAnswerPostOf(deps.db, post.userId, actor.userId, {
      refused: blockMessages.cannotReact,
      notFound: forumMessages.notFound,
    });
    await addVote(deps.db, postId, actor.userId, deps.clock.now());
  } else await removeVote(deps.db, postId, actor.userId);
  const state = await readVoteState(deps.db, postId, actor.userId);
  if (!state) throw notFound(forumMessages.notFound);
  return state;
}

/**
 * product-rules.md#feedback-forum: following a post's updates is present or absent, set the same way as a vote;
 * nobody starts following a post hidden from them, and anyone stops.
 */
export async function setSubscription(
  deps: Deps,
  actor: Actor,
  postId: string,
  subscribed: boolean,
): Promise<ForumSubscriptionState> {
  if (subscribed) {
    await requireSeenPost(deps.db, deps, actor, postId);
    await addSubscription(deps.db, postId, actor.userId, deps.clock.now());
  } else await removeSubscription(deps.db, postId, actor.userId);
  const state = await readSubscriptionState(deps.db, postId, actor.userId);
  if (!state) throw notFound(forumMessages.notFound);
  return state;
}

/**
 * Anyone signed in comments (non-empty after trimming: the route's schema). The post's followers hear of it in
 * the same transaction, never the commenter, and never by name. Commenting does not make the commenter a
 * follower: following is the person's own toggle. Nobody comments on the post of someone who blocked them, nor on
 * one hidden from them (product-rules.md#blocking).
 */
export async function addForumComment(
  deps: Deps,
  actor: Actor,
  postId: string,
  content: string,
): Promise<ForumComment> {
  return deps.db.transaction(async (tx) => {
    const post = await requireSeenPost(tx, deps, actor, postId);
    await requireMayAnswerPostOf(tx, post.userId, actor.userId, {
      refused: blockMessages.cannotComment,
      notFound: forumMessages.notFound,
    });
    const comment = await insertForumComment(tx, {
      postId,
      userId: actor.userId,
      content,
      createdAt: deps.clock.now(),
    });
    await notifySubscribers(tx, {
      postId,
      actorId: actor.userId,
      text: forumNotificationTexts.comment(post.title),
    });
    return toForumComment(comment, actor);
  });
}
