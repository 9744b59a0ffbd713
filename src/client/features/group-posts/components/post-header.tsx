import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconPinFilled } from '@tabler/icons-react';
import type { GroupPost } from '#shared/groups/groups.types';
import { UserAvatar } from '#client/components/user-avatar';
import { formatDateTime } from '#client/i18n/formats';
import { isEdited } from '../utils/post-dates';
import { PostMenu, type PostMenuProps } from './post-menu';

/** The author, when the post was written ('edited' after a change), whether it is pinned, and its menu. */
export function PostHeader({
  post,
  authorId,
  menu,
}: {
  post: GroupPost;
  /** the id of the author's name, which labels the whole post */
  authorId: string;
  menu: PostMenuProps;
}) {
  const { t } = useLingui();
  const editedAt = formatDateTime(post.updatedAt);
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <UserAvatar name={post.author.name} image={post.author.avatar} />
        <Stack gap={0} miw={0}>
          <Text id={authorId} fw={600} lineClamp={1}>
            {post.author.name}
          </Text>
          <Group gap={6} wrap="wrap">
            <Text component="time" dateTime={post.createdAt} size="xs" c="dimmed">
              {formatDateTime(post.createdAt)}
            </Text>
            {isEdited(post) ? (
              <Text size="xs" c="dimmed" fs="italic" title={t`Edited ${editedAt}`}>
                <Trans>edited</Trans>
              </Text>
            ) : null}
            {post.pinned ? (
              // shade 9: white text on it keeps 4.5:1
              <Badge
                size="sm"
                variant="filled"
                color="teal.9"
                leftSection={<IconPinFilled size={10} aria-hidden />}
              >
                <Trans>Pinned</Trans>
              </Badge>
            ) : null}
          </Group>
        </Stack>
      </Group>
      <PostMenu {...menu} isPinned={post.pinned} />
    </Group>
  );
}
