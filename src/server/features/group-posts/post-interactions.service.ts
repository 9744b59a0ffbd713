import type { ReactionType } from '#shared/groups/groups.schemas';
import type { GroupPost, GroupPostComment } from '#shared/groups/groups.types';
import type { Actor, Deps } from '#server/app-env';
import { requireGroupContent, requireGroupRole } from '#server/features/groups/group-access';
import { deleteReaction, insertReaction } from './group-posts.queries';
import { readPost } from './group-posts.service';
import { isGroupMember, postViewerOf, requirePostOfGroup } from './post-access';
import { insertComment, listCommentsOfPost } from './post-comments.queries';
import { postMessages } from './post-messages';
import { requireMayAnswerPostOf } from '#server/features/blocks/block-access';
import { blockMessages } from '#server/features/blocks/blocks-messages';

/**
 * Members give (`add`) or take back one reaction of a type; each person counts once per type, and giving twice
 * or taking back one never given changes nothing. Answers the post with its new counts. Nobody reacts to the post of
 * someone who blocked them, nor to one hidden from them; taking a reaction back is always allowed (product-rules.md#blocking).
 */
export async function setReaction(
  deps: Deps,
  actor: Actor,
  target: { groupId: string; postId: string },
  reactionType: ReactionType,
  add: boolean,
): Promise<GroupPost> {
  const { groupId, postId } = target;
  const { role } = await requireGroupRole(deps, actor, groupId, isGroupMember, postMessages.joinToReact);
  const post = await requirePostOfGroup(deps.db, { groupId, role }, postId);
  if (add) {
    await requireMayAnswerPostOf(deps.db, post.userId, actor.userId, {
      refused: blockMessages.cannotReact,
      notFound: postMessages.notFound,
    });
    await insertReaction(deps.db, postId, actor.userId, reactionType);
  } else await deleteReaction(deps.db, postId, actor.userId, reactionType);
  return readPost(deps, postViewerOf(actor, role), groupId, postId);
}

/** product-rules.md#group-posts: oldest first, with their authors; seen by whoever sees the group's content. */
export async function listComments(
  deps: Deps,
  actor: Actor,
  target: { groupId: string; postId: string },
): Promise<GroupPostComment[]> {
  const { role } = await requireGroupContent(deps, actor, target.groupId);
  await requirePostOfGroup(deps.db, { groupId: target.groupId, role }, target.postId);
  return listCommentsOfPost(deps.db, target.postId, postViewerOf(actor, role));
}

/**
 * Members comment, but not on the post of someone who blocked them, nor on one hidden from them
 * (product-rules.md#blocking); the text is non-empty after trimming (checked by the route's schema).
 */
export async function addComment(
  deps: Deps,
  actor: Actor,
  target: { groupId: string; postId: string },
  content: string,
): Promise<GroupPostComment> {
  const { role } = await requireGroupRole(
    deps,
    actor,
    target.groupId,
    isGroupMember,
    postMessages.joinToComment,
  );
  const post = await requirePostOfGroup(deps.db, { groupId: target.groupId, role }, target.postId);
  await requireMayAnswerPostOf(deps.db, post.userId, actor.userId, {
    refused: blockMessages.cannotComment,
    notFound: postMessages.notFound,
  });
  return insertComment(deps.db, {
    postId: target.postId,
    userId: actor.userId,
    content,
    createdAt: deps.clock.now(),
  });
}
