import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import type { NotificationItem } from '#shared/notifications/notifications.types';
import { ApiError, messageOf } from '#client/lib/api-client';
import { paths } from '#client/lib/paths';
import { showToast } from '#client/lib/toast';
import { useAcceptNotificationInvitation } from '../api/accept-notification-invitation';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { notificationTarget } from '#shared/notifications/notification-target';

interface NotificationActionsOptions {
  /** called before going to a notification's page (the popover closes) */
  onNavigate: () => void;
  /** the challenge an invitation accepted from the bell joined, for the screens showing challenges to refresh */
  onInvitationAccepted?: (challengeId: string) => void;
}

/** What a person does with notifications in the popover, with the toasts of product-rules.md#the-bell-and-polling. */
export function useNotificationActions({ onNavigate, onInvitationAccepted }: NotificationActionsOptions) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const acceptInvitation = useAcceptNotificationInvitation();

  async function markAsRead(notification: NotificationItem) {
    try {
      await markRead.mutateAsync(notification.id);
    } catch {
      showToast({ kind: 'error', message: t`Failed to mark notification as read.` });
    }
  }

  /**
   * Clicking a notification: it becomes read, and the person goes to what it is about
   * (product-rules.md#where-a-notification-leads).
   */
  function open(notification: NotificationItem) {
    if (!notification.read) void markAsRead(notification);
    const target = notificationTarget(notification);
    if (!target) return;
    onNavigate();
    navigate(target);
  }

  async function accept(notification: NotificationItem) {
    try {
      const { challengeId } = await acceptInvitation.mutateAsync(notification.id);
      showToast({
        kind: 'success',
        title: t`Joined challenge!`,
        message: t`You've accepted the invitation.`,
      });
      onInvitationAccepted?.(challengeId);
      // the person lands in the challenge they just joined (decision 042: one tap from the bell into round 2)
      onNavigate();
      navigate(paths.challenge(challengeId));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        showToast({
          kind: 'error',
          title: t`Not signed in`,
          message: t`Please sign in to accept the invitation.`,
        });
        return;
      }
      // the server's own words for a refusal it explains (e.g. 'This challenge has ended'); none for a crash
      const reason = messageOf(error, null);
      const failed = t`Failed to accept invitation.`;
      showToast(
        reason ? { kind: 'error', title: failed, message: reason } : { kind: 'error', message: failed },
      );
    }
  }

  async function markAllAsRead() {
    try {
      await markAllRead.mutateAsync();
    } catch {
      showToast({ kind: 'error', message: t`Failed to mark notifications as read.` });
    }
  }

  return {
    open,
    markAsRead,
    accept,
    markAllAsRead,
    isMarkingAllRead: markAllRead.isPending,
    /** the notifications whose 'Mark as read' or 'Accept Invitation' is under way, if any */
    markingReadId: markRead.isPending ? markRead.variables : null,
    acceptingId: acceptInvitation.isPending ? acceptInvitation.variables : null,
  };
}
