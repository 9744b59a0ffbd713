import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { REACTION_TYPES, type ReactionType } from '#shared/groups/groups.schemas';
import type { GroupPost } from '#shared/groups/groups.types';

export const REACTION_LABELS: Record<ReactionType, MessageDescriptor> = {
  like: msg`Like`,
  love: msg`Love`,
  laugh: msg`Laugh`,
  wow: msg`Wow`,
  sad: msg`Sad`,
  angry: msg`Angry`,
};

export type PostReaction = GroupPost['reactions'][number];

/** All six reactions in a fixed order, whatever the server listed (types nobody gave count 0). */
export function reactionsInOrder(reactions: readonly PostReaction[]): PostReaction[] {
  return REACTION_TYPES.map(
    (type) =>
      reactions.find((reaction) => reaction.type === type) ?? { type, count: 0, viewerReacted: false },
  );
}

/**
 * The post as it will be once the viewer's reaction of `type` is given (`add`) or taken back: shown at once,
 * then replaced by the server's answer.
 */
export function withViewerReaction(post: GroupPost, type: ReactionType, add: boolean): GroupPost {
  const reactions = reactionsInOrder(post.reactions).map((reaction) => {
    if (reaction.type !== type || reaction.viewerReacted === add) return reaction;
    return { type, count: Math.max(0, reaction.count + (add ? 1 : -1)), viewerReacted: add };
  });
  return { ...post, reactions };
}
