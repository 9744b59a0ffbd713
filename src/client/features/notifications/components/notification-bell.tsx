import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Suspense, useRef, useState } from 'react';
import { lazyAfterPaint } from '#client/lib/lazy-after-paint';
import { useNotificationPoll } from '../api/poll-notifications';
import { bellLabel, unreadBadgeLabel } from '../utils/unread-badge-label';

// the popover, its list and its positioning load once the page is idle (or on an earlier first tap): the header is on
// every screen's first paint and needs none of them to show (decision 067); the bell is drawn inside the popover only
// from its first tap on, so no press is ever lost to the button being drawn again under the finger (decision 078)
const NotificationPopover = lazyAfterPaint(() =>
  import('./notification-popover').then(({ NotificationPopover }) => ({ default: NotificationPopover })),
);

/**
 * The header's bell (product-rules.md#the-bell-and-polling): the unread badge from the poll ('9+' above 9, none at 0)
 * and the popover with the notifications (notification-popover.tsx).
 */
export function NotificationBell({
  onInvitationAccepted,
}: {
  onInvitationAccepted?: (challengeId: string) => void;
}) {
  const { i18n } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const poll = useNotificationPoll();
  const unreadCount = poll.data?.unreadCount ?? 0;
  const badge = unreadBadgeLabel(unreadCount);

  const bellRef = useRef<HTMLButtonElement>(null);
  const bell = (
    <ActionIcon
      ref={bellRef}
      variant="default"
      size="lg"
      aria-label={bellLabel(unreadCount, i18n)}
      onClick={() => {
        setWasOpened(true);
        setIsOpen((open) => !open);
      }}
    >
      <IconBell size={18} aria-hidden />
    </ActionIcon>
  );
  return (
    <Indicator
      label={<span aria-hidden>{badge}</span>}
      disabled={!badge}
      size={18}
      offset={4}
      color="red.9"
      inline
    >
      {wasOpened ? (
        <Suspense fallback={bell}>
          <NotificationPopover
            isOpen={isOpen}
            onChange={setIsOpen}
            bell={bell}
            focusBell={() => bellRef.current?.focus()}
            polledVersion={poll.data?.version}
            onInvitationAccepted={onInvitationAccepted}
          />
        </Suspense>
      ) : (
        bell
      )}
    </Indicator>
  );
}
