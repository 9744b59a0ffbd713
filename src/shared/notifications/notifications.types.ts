import { z } from 'zod';
import { idAnswer, instantAnswer } from '#shared/domain/answer-fields';

// The notification contract between the API and the bell (product-rules.md#the-bell-and-polling, #notification-types
// Notification).

export const NOTIFICATION_TYPES = [
  'reminder',
  'invitation',
  'result',
  'update',
  'group_added',
  'group_created',
  // a report's outcome, or why a moderator acted on the person's content (decision 085)
  'moderation',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationItemAnswer = z.object({
  id: idAnswer(),
  title: z.string(),
  message: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  read: z.boolean(),
  createdAt: instantAnswer(),
  challengeId: idAnswer().nullable(),
  groupId: idAnswer().nullable(),
  /** an in-app path for notifications that point at neither a challenge nor a group (e.g. a forum post) */
  link: z.string().nullable(),
  /** an unread invitation that can still be accepted from the popover ('Accept Invitation') */
  canAcceptInvitation: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationItemAnswer>;

/** GET /api/notifications: the newest notifications (at most NOTIFICATION_LIST_LIMIT) and the inbox state. */
export const notificationListAnswer = z.object({
  notifications: z.array(notificationItemAnswer),
  unreadCount: z.number().int().nonnegative(),
  /** changes whenever any of the person's notifications is written; compare with the poll's version */
  version: z.number().int().nonnegative(),
});
export type NotificationList = z.infer<typeof notificationListAnswer>;
export const NOTIFICATION_LIST_LIMIT = 50;

/**
 * GET /api/notifications/poll: the cheap answer polled while signed in. When `version` equals the version of the
 * list the client holds, nothing is new; otherwise it fetches the list again.
 */
export const notificationPollAnswer = z.object({
  unreadCount: z.number().int().nonnegative(),
  version: z.number().int().nonnegative(),
  /**
   * when to poll next (product-rules.md#the-bell-and-polling: 30 s; tests shorten it with NOTIFICATION_POLL_SECONDS)
   */
  pollAfterSeconds: z.number().int().positive(),
});
export type NotificationPoll = z.infer<typeof notificationPollAnswer>;

/** POST /api/notifications/{id}/accept-invitation */
export interface AcceptedInvitation {
  challengeId: string;
}
