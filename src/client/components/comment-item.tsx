import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Menu, Stack, Text } from '@mantine/core';
import { IconBan, IconDots, IconFlag } from '@tabler/icons-react';
import { formatDateTime } from '#client/i18n/formats';
import { UserAvatar } from './user-avatar';

/**
 * One comment in a list (group posts, forum posts): avatar, name, time, and the text as text; with `onReport` or
 * `onBlock`, a menu to report it (decision 085) or block its author (product-rules.md#blocking).
 */
export function CommentItem({
  author,
  createdAt,
  content,
  onReport,
  onBlock,
}: {
  author: { name: string; avatar?: string | null };
  createdAt: string;
  content: string;
  onReport?: () => void;
  onBlock?: () => void;
}) {
  const { t } = useLingui();
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
      {onReport || onBlock ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray.8" size={44} ml="auto" aria-label={t`Comment actions`}>
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {onReport ? (
              <Menu.Item leftSection={<IconFlag size={16} aria-hidden />} onClick={onReport}>
                {t`Report`}
              </Menu.Item>
            ) : null}
            {onBlock ? (
              <Menu.Item leftSection={<IconBan size={16} aria-hidden />} onClick={onBlock}>
                {t`Block`}
              </Menu.Item>
            ) : null}
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Group>
  );
}
