import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useNotificationPoll } from '../api/poll-notifications';
import { useAppBadge } from '../hooks/use-app-badge';
import { bellLabel, unreadBadgeLabel } from '../utils/unread-badge-label';
import { NotificationPanel } from './notification-panel';

/**
 * The header's bell (product-rules.md#the-bell-and-polling): the unread badge from the poll ('9+' above 9, none at 0)
 * and the popover with the notifications. Focus moves into the popover when it opens and back to the bell when it
 * closes (Escape closes).
 */
export function NotificationBell({
  onInvitationAccepted,
}: {
  onInvitationAccepted?: (challengeId: string) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const poll = useNotificationPoll();
  const unreadCount = poll.data?.unreadCount ?? 0;
  const badge = unreadBadgeLabel(unreadCount);
  useAppBadge(poll.data ? unreadCount : undefined);

  return (
    <Indicator
      label={<span aria-hidden>{badge}</span>}
      disabled={!badge}
      size={18}
      offset={4}
      color="red.9"
      inline
    >
      <Popover
        opened={isOpen}
        onChange={setIsOpen}
        // fits a 390 px phone: never wider than the screen less a small margin
        width="clamp(16rem, calc(100vw - 1rem), 24rem)"
        position="bottom-end"
        shadow="md"
        withArrow
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={bellLabel(unreadCount)}
            onClick={() => setIsOpen((open) => !open)}
          >
            <IconBell size={18} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0}>
          <NotificationPanel
            polledVersion={poll.data?.version}
            onNavigate={() => setIsOpen(false)}
            onInvitationAccepted={onInvitationAccepted}
          />
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
