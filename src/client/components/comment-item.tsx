import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '#client/i18n/formats';
import { UserAvatar } from './user-avatar';

/** One comment in a list (group posts, forum posts): avatar, name, time, the text as text, and an action. */
export function CommentItem({
  author,
  createdAt,
  content,
  action,
}: {
  author: { name: string; avatar?: string | null };
  createdAt: string;
  content: string;
  /** drawn at the end of the row (the Report button) */
  action?: ReactNode;
}) {
  return (
    <Group component="li" gap="sm" align="flex-start" wrap="nowrap">
      <UserAvatar name={author.name} image={author.avatar} size="sm" />
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
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
      {action}
    </Group>
  );
}
