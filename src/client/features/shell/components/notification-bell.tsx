import { ActionIcon, Group, Indicator, Popover, Stack, Text } from '@mantine/core';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { unreadBadgeLabel } from '../utils/unread-badge-label';

/**
 * The header's bell with its unread badge ('9+' above 9, spec §9) and popover. The notifications themselves
 * arrive with the notifications feature; until then the count is 0 and the list is empty.
 */
export function NotificationBell({ unreadCount = 0 }: { unreadCount?: number }) {
  const badge = unreadBadgeLabel(unreadCount);
  return (
    <Indicator label={badge} disabled={!badge} size={18} offset={4} color="red.9" inline>
      <Popover width={320} position="bottom-end" shadow="md" withArrow>
        <Popover.Target>
          <ActionIcon variant="default" size="lg" aria-label="Notifications">
            <IconBell size={18} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="md">
          <Group justify="space-between" mb="sm">
            <Text fw={700}>Notifications</Text>
          </Group>
          <Stack align="center" gap={6} py="lg">
            <IconBellOff size={28} stroke={1.5} aria-hidden />
            <Text size="sm">No notifications</Text>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
