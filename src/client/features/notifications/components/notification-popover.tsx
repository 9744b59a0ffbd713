import { Popover } from '@mantine/core';
import { type ReactElement, useState } from 'react';
import type { BlockPersonInput } from '#shared/blocks/blocks.schemas';
import { BlockPersonDialog } from '#client/components/block-person-dialog';
import { NotificationPanel } from './notification-panel';

export interface NotificationPopoverProps {
  isOpen: boolean;
  onChange: (isOpen: boolean) => void;
  /** the bell button the popover opens from */
  bell: ReactElement;
  /** gives the focus back to the bell (which may have been drawn again since the popover opened) */
  focusBell: () => void;
  polledVersion: number | undefined;
  onInvitationAccepted?: (challengeId: string) => void;
}

/**
 * The bell's popover with the notifications, loaded on the bell's first tap (notification-bell.tsx). Focus moves into
 * it when it opens and back to the bell when it closes (Escape closes): to the bell as it is now, because the first tap
 * may have drawn it again inside the popover.
 */
export function NotificationPopover({
  isOpen,
  onChange,
  bell,
  focusBell,
  polledVersion,
  onInvitationAccepted,
}: NotificationPopoverProps) {
  // outside the popover, which closes first: a dialog inside it would go with it (the last one stays while closing)
  const [blocking, setBlocking] = useState<{ person: BlockPersonInput; isOpen: boolean } | null>(null);
  return (
    <>
      <Popover
        opened={isOpen}
        onChange={onChange}
        // fits a 390 px phone: never wider than the screen less a small margin
        width="clamp(16rem, calc(100vw - 1rem), 24rem)"
        position="bottom-end"
        shadow="md"
        withArrow
        trapFocus
        onClose={focusBell}
      >
        <Popover.Target>{bell}</Popover.Target>
        <Popover.Dropdown p={0}>
          <NotificationPanel
            polledVersion={polledVersion}
            onNavigate={() => onChange(false)}
            onInvitationAccepted={onInvitationAccepted}
            onBlockInviter={(notificationId) => {
              onChange(false);
              setBlocking({ person: { invitationNotificationId: notificationId }, isOpen: true });
            }}
          />
        </Popover.Dropdown>
      </Popover>
      {blocking ? (
        <BlockPersonDialog
          person={blocking.person}
          opened={blocking.isOpen}
          onClose={() => setBlocking({ ...blocking, isOpen: false })}
        />
      ) : null}
    </>
  );
}
