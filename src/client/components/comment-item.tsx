import { Group, Stack, Text } from '@mantine/core';
import { formatDateTime } from '#client/i18n/formats';
import { UserAvatar } from './user-avatar';

/** One comment in a list (group posts, forum posts): avatar, name, time, and the text as text. */
export function CommentItem({
  author,
  createdAt,
  content,
}: {
  author: { name: string; avatar?: string | null };
  createdAt: string;
  content: string;
}) {
  return (
    <Group component="li" gap="sm" align="flex-start" wrap="nowrap">
      <UserAvatar name={author.name} image={author.avatar} size="sm" />
      <Stack gap={2} miw={0}>
        <Group gap={8} style={{ rowGap: 0 }}>
          <Text size="sm" fw={600}>
            {author.name}
          </Text>
          <Text component="time" dateTime={createdAt} size="xs" c="dimmed">
            {formatDateTime(createdAt)}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {content}
        </Text>
      </Stack>
    </Group>
  );
}
