import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import {
  IconCheck,
  IconHeart,
  IconMoodPlus,
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

/**
 * The reactions given, with their counts, and one 'Add reaction' control holding all six (product-rules.md#group-posts):
 * no row of '0' chips (decision 061). A member toggles their own of each type, from its chip or from the menu.
 */
export function PostReactions({
  post,
  canReact,
  onReact,
}: {
  post: GroupPost;
  canReact: boolean;
  onReact: (type: ReactionType, add: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const reactions = reactionsInOrder(post.reactions);
  return (
    <Group gap={4} wrap="wrap" role="group" aria-label={t`Reactions`}>
      {reactions
        .filter(({ count }) => count > 0)
        .map(({ type, count, viewerReacted }) => {
          const ReactionIcon = REACTION_ICONS[type];
          const label = i18n._(REACTION_LABELS[type]);
          return (
            <Button
              key={type}
              size="compact-sm"
              radius="xl"
              px={8}
              styles={{ section: { marginInlineEnd: 4 } }}
              // shade 8: white text on it keeps 4.5:1
              variant={viewerReacted ? 'filled' : 'default'}
              color={viewerReacted ? 'blue.8' : undefined}
              aria-pressed={viewerReacted}
              aria-label={t`${label} (${count})`}
              title={label}
              disabled={!canReact}
              leftSection={<ReactionIcon size={16} aria-hidden />}
              onClick={() => onReact(type, !viewerReacted)}
            >
              {count}
            </Button>
          );
        })}
      {canReact ? (
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="default"
              radius="xl"
              // a named size, so a phone's 44 px touch target applies (src/client/app/touch-targets.css)
              size="md"
              aria-label={t`Add reaction`}
              title={t`Add reaction`}
            >
              <IconMoodPlus size={16} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {reactions.map(({ type, viewerReacted }) => {
              const ReactionIcon = REACTION_ICONS[type];
              return (
                <Menu.Item
                  key={type}
                  leftSection={<ReactionIcon size={16} aria-hidden />}
                  rightSection={viewerReacted ? <IconCheck size={14} aria-label={t`given`} /> : null}
                  onClick={() => onReact(type, !viewerReacted)}
                >
                  {i18n._(REACTION_LABELS[type])}
                </Menu.Item>
              );
            })}
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Group>
  );
}
