import type { NotificationItem, NotificationType } from './notifications.types';

/**
 * Where clicking a notification goes (product-rules.md#where-a-notification-leads): its challenge (a final result
 * at its results view), else its group, else its own in-app link (e.g. a forum post); null when it points
 * nowhere.
 */
export function notificationTarget(
  notification: Pick<NotificationItem, 'challengeId' | 'groupId' | 'link'> & { type?: NotificationType },
): string | null {
  if (notification.challengeId) {
    const challenge = `/challenge/${encodeURIComponent(notification.challengeId)}`;
    return notification.type === 'result' ? `${challenge}#results` : challenge;
  }
  if (notification.groupId) return `/groups/${encodeURIComponent(notification.groupId)}`;
  // only an in-app path: a link from the server never takes the person off the site
  if (notification.link?.startsWith('/') && !notification.link.startsWith('//')) return notification.link;
  return null;
}
