// The notification contract between the API and the bell (product-rules.md#the-bell-and-polling, #notification-types
// Notification).

export const NOTIFICATION_TYPES = [
  'reminder',
  'invitation',
  'result',
  'update',
  'group_added',
  'group_created',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** product-rules.md#the-bell-and-polling: the bell's badge shows the unread count, '9+' above 9. */
export const UNREAD_BADGE_CAP = 9;

export interface NotificationItem {
  id: string;
  title: string;
  message: string;
  type: NotificationType;
  read: boolean;
  /** ISO timestamp */
  createdAt: string;
  challengeId: string | null;
  groupId: string | null;
  /** an in-app path for notifications that point at neither a challenge nor a group (e.g. a forum post) */
  link: string | null;
  /** an unread invitation that can still be accepted from the popover ('Accept Invitation') */
  canAcceptInvitation: boolean;
}

/** GET /api/notifications: the newest notifications (at most NOTIFICATION_LIST_LIMIT) and the inbox state. */
export interface NotificationList {
  notifications: NotificationItem[];
  unreadCount: number;
  /** changes whenever any of the person's notifications is written; compare with the poll's version */
  version: number;
}
export const NOTIFICATION_LIST_LIMIT = 50;

/**
 * GET /api/notifications/poll: the cheap answer polled while signed in. When `version` equals the version of the
 * list the client holds, nothing is new; otherwise it fetches the list again.
 */
export interface NotificationPoll {
  unreadCount: number;
  version: number;
  /**
   * when to poll next (product-rules.md#the-bell-and-polling: 30 s; tests shorten it with NOTIFICATION_POLL_SECONDS)
   */
  pollAfterSeconds: number;
}

/** POST /api/notifications/{id}/accept-invitation */
export interface AcceptedInvitation {
  challengeId: string;
}
