import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Badge,
  Button,
  Center,
  Divider,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useNotificationActions } from '../hooks/use-notification-actions';
import { useNotificationList } from '../hooks/use-notification-list';
import { NotificationListItem } from './notification-list-item';

interface NotificationPanelProps {
  /** the inbox version of the latest poll; a different one makes the list read again */
  polledVersion: number | undefined;
  onNavigate: () => void;
  onInvitationAccepted?: (challengeId: string) => void;
  /** Block on an invitation: the dialog lives outside the popover, which closes (product-rules.md#blocking) */
  onBlockInviter: (notificationId: string) => void;
}

/**
 * The popover's contents (product-rules.md#the-bell-and-polling): title 'Notifications' with a '{n} new' badge (or
 * the total count), 'Mark all as read' while something is unread, then the list, 'No notifications', or why it could
 * not load.
 */
export function NotificationPanel({
  polledVersion,
  onNavigate,
  onInvitationAccepted,
  onBlockInviter,
}: NotificationPanelProps) {
  const { t } = useLingui();
  const list = useNotificationList(polledVersion);
  const actions = useNotificationActions({ onNavigate, onInvitationAccepted });
  const notifications = list.data?.notifications ?? [];
  const unreadCount = list.data?.unreadCount ?? 0;
  const titleRef = useRef<HTMLHeadingElement>(null);

  const markedAllHere = useRef(false);

  // 'Mark all as read' is gone once the list shows nothing unread: keep the keyboard focus inside the popover
  useEffect(() => {
    if (unreadCount > 0 || !markedAllHere.current) return;
    markedAllHere.current = false;
    if (!document.activeElement || document.activeElement === document.body) titleRef.current?.focus();
  }, [unreadCount]);
  function markAllAsRead() {
    markedAllHere.current = true;
    void actions.markAllAsRead();
  }

  return (
    <>
      <Group justify="space-between" wrap="nowrap" gap="xs" px="md" pt="md" pb="sm">
        <Group gap="xs" wrap="nowrap">
          <Title order={2} fz="md" ref={titleRef} tabIndex={-1}>
            <Trans>Notifications</Trans>
          </Title>
          {list.data && (
            <Badge variant="filled" size="sm">
              {unreadCount > 0
                ? t`${plural(unreadCount, { one: '# new', other: '# new' })}`
                : notifications.length}
            </Badge>
          )}
        </Group>
        {unreadCount > 0 && (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={markAllAsRead}
            loading={actions.isMarkingAllRead}
          >
            <Trans>Mark all as read</Trans>
          </Button>
        )}
      </Group>
      <Divider />
      {list.isPending ? (
        <Center py="xl">
          <div role="status">
            <Loader size="sm" aria-hidden />
            <VisuallyHidden>
              <Trans>Loading notifications...</Trans>
            </VisuallyHidden>
          </div>
        </Center>
      ) : list.isError && !list.data ? (
        <Stack align="center" gap="sm" p="lg">
          <Text size="sm" ta="center" role="alert">
            <Trans>Failed to load notifications. Please try again.</Trans>
          </Text>
          <Button variant="default" size="compact-sm" onClick={() => void list.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        </Stack>
      ) : notifications.length === 0 ? (
        <Stack align="center" gap={6} py="xl">
          <IconBellOff size={28} stroke={1.5} aria-hidden />
          <Text size="sm">
            <Trans>No notifications</Trans>
          </Text>
        </Stack>
      ) : (
        <ScrollArea.Autosize mah="min(420px, 70dvh)" type="auto">
          <Stack component="ul" gap={4} p="xs" m={0} style={{ listStyle: 'none' }}>
            {notifications.map((notification) => (
              <NotificationListItem
                key={notification.id}
                notification={notification}
                onOpen={() => actions.open(notification)}
                onMarkRead={() => actions.markAsRead(notification)}
                onAccept={() => actions.accept(notification)}
                onBlockInviter={() => onBlockInviter(notification.id)}
                isMarkingRead={actions.markingReadId === notification.id}
                isAccepting={actions.acceptingId === notification.id}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </>
  );
}
