import { Button, Group } from '@mantine/core';
import {
  IconHeart,
  IconMoodAngry,
  IconMoodHappy,
  IconMoodSad,
  IconMoodSurprised,
  IconThumbUp,
  type Icon,
} from '@tabler/icons-react';
import type { ReactionType } from '#shared/groups/groups.schemas';
import type { GroupPost } from '#shared/groups/groups.types';
import { REACTION_LABELS, reactionsInOrder } from '../utils/reactions';

const REACTION_ICONS: Record<ReactionType, Icon> = {
  like: IconThumbUp,
  love: IconHeart,
  laugh: IconMoodHappy,
  wow: IconMoodSurprised,
  sad: IconMoodSad,
  angry: IconMoodAngry,
};

/** The six reactions with their counts; a member toggles their own of each type (product-rules.md#group-posts). */
export function PostReactions({
  post,
  canReact,
  onReact,
}: {
  post: GroupPost;
  canReact: boolean;
  onReact: (type: ReactionType, add: boolean) => void;
}) {
  return (
    <Group gap={4} wrap="wrap" role="group" aria-label="Reactions">
      {reactionsInOrder(post.reactions).map(({ type, count, viewerReacted }) => {
        const ReactionIcon = REACTION_ICONS[type];
        return (
          <Button
            key={type}
            size="compact-sm"
            radius="xl"
            // all six fit on one line at 390 px
            px={8}
            styles={{ section: { marginInlineEnd: 4 } }}
            // shade 8: white text on it keeps 4.5:1
            variant={viewerReacted ? 'filled' : 'default'}
            color={viewerReacted ? 'blue.8' : undefined}
            aria-pressed={viewerReacted}
            aria-label={`${REACTION_LABELS[type]} (${count})`}
            title={REACTION_LABELS[type]}
            disabled={!canReact}
            leftSection={<ReactionIcon size={16} aria-hidden />}
            onClick={() => onReact(type, !viewerReacted)}
          >
            {count}
          </Button>
        );
      })}
    </Group>
  );
}
