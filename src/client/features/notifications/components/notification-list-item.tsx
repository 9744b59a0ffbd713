import { Trans } from '@lingui/react/macro';
import { Button, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { NotificationItem } from '#shared/notifications/notifications.types';
import { formatTimeAgo } from '#client/i18n/formats';
import classes from './notification-list-item.module.css';
import { NotificationTypeIcon } from './notification-type-icon';

interface NotificationListItemProps {
  notification: NotificationItem;
  onOpen: () => void;
  onMarkRead: () => Promise<void>;
  onAccept: () => Promise<void>;
  /** an invitation: block who sent it (product-rules.md#blocking) */
  onBlockInviter: () => void;
  isMarkingRead: boolean;
  isAccepting: boolean;
}

/**
 * One notification (product-rules.md#where-a-notification-leads): type icon, title, relative time and message —
 * together one button that opens it — then its action: 'Accept Invitation' (and Block its sender) for an invitation
 * that can still be accepted, else 'Mark as read' while unread. The action is a separate button, never nested inside the first.
 */
export function NotificationListItem(props: NotificationListItemProps) {
  const { notification, onOpen, onMarkRead, onAccept, onBlockInviter, isMarkingRead, isAccepting } = props;
  const { read } = notification;
  const openRef = useRef<HTMLButtonElement>(null);
  const actedHere = useRef(false);

  // The action button is gone once the notification is read (after the list is fetched again, possibly well after
  // the action itself), which drops the keyboard focus out of the popover: bring it back to the notification,
  // unless the person has moved on meanwhile.
  useEffect(() => {
    if (!read || !actedHere.current) return;
    actedHere.current = false;
    if (!document.activeElement || document.activeElement === document.body) openRef.current?.focus();
  }, [read]);
  function act(action: () => Promise<void>) {
    actedHere.current = true;
    void action();
  }
  return (
    <li className={classes.item} data-unread={!read || undefined}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <NotificationTypeIcon type={notification.type} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <UnstyledButton ref={openRef} className={classes.open} onClick={onOpen}>
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Text size="sm" fw={read ? 500 : 700} className={classes.title}>
                {!read && (
                  <VisuallyHidden>
                    <Trans>Unread:</Trans>{' '}
                  </VisuallyHidden>
                )}
                {notification.title}
              </Text>
              <Text
                component="time"
                dateTime={notification.createdAt}
                size="xs"
                c="dimmed"
                style={{ flexShrink: 0 }}
              >
                {formatTimeAgo(notification.createdAt)}
              </Text>
            </Group>
            <Text size="sm" c="dimmed" mt={2} style={{ overflowWrap: 'anywhere' }}>
              {notification.message}
            </Text>
          </UnstyledButton>
          {read ? null : notification.canAcceptInvitation ? (
            <Group gap="xs" mt={8}>
              <Button size="compact-sm" onClick={() => act(onAccept)} loading={isAccepting}>
                <Trans>Accept Invitation</Trans>
              </Button>
              <Button variant="default" size="compact-sm" onClick={onBlockInviter}>
                <Trans>Block</Trans>
              </Button>
            </Group>
          ) : (
            <Button
              variant="default"
              size="compact-sm"
              mt={8}
              onClick={() => act(onMarkRead)}
              loading={isMarkingRead}
            >
              <Trans>Mark as read</Trans>
            </Button>
          )}
        </div>
      </Group>
    </li>
  );
}
