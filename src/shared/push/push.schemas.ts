import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { z } from 'zod';
import type { NotificationItem } from '#shared/notifications/notifications.types';
import { INVALID_SUBSCRIPTION_MESSAGE } from './push-messages';
import type { ReminderCheckIn } from './reminder-check-in';

// The Web Push contract between the API, the profile settings and the service worker (decision 029).

/** What a person can let through to their devices, one switch each (issue 12's list). */
export const PUSH_KINDS = ['reminders', 'invitations', 'results', 'groupActivity', 'forumReplies'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

const FORUM_PATH_PREFIX = '/feedback-forum/';

/**
 * Which switch a notification falls under. The notification types (product-rules.md#notification-types) decide;
 * 'update' is split by what it points at: a forum post (its only link of its own) is a forum reply, everything else
 * about a challenge or group is activity.
 */
export function pushKindOf(
  notification: Pick<NotificationItem, 'type' | 'challengeId' | 'groupId' | 'link'>,
): PushKind {
  switch (notification.type) {
    case 'reminder':
      return 'reminders';
    case 'invitation':
    case 'group_added':
    case 'group_created':
      return 'invitations';
    case 'result':
      return 'results';
    case 'update':
      return !notification.challengeId &&
        !notification.groupId &&
        notification.link?.startsWith(FORUM_PATH_PREFIX)
        ? 'forumReplies'
        : 'groupActivity';
    // a report's outcome, or a moderator's word about the person's own content (decision 085)
    case 'moderation':
      return 'groupActivity';
  }
}

/** How many bytes a base64url text (padding tolerated) decodes to; shared by browser and server, so no Buffer. */
function base64UrlByteLength(value: string): number {
  const unpadded = value.replace(/=+$/, '');
  return unpadded.length % 4 === 1 ? -1 : Math.floor((unpadded.length * 3) / 4);
}

// base64url without padding, as PushSubscription.toJSON() gives it
const base64UrlOfBytes = (bytes: number, message: string) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, message)
    .refine((value) => base64UrlByteLength(value) === bytes, message);

/** POST /api/push/subscriptions: PushSubscription.toJSON() of this device (expirationTime is ignored). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().max(2048, INVALID_SUBSCRIPTION_MESSAGE).url(INVALID_SUBSCRIPTION_MESSAGE),
  expirationTime: z.number().nullable().optional(),
  keys: z
    .object({
      // an uncompressed P-256 point: 0x04, x, y (so its text starts with 'B')
      p256dh: base64UrlOfBytes(65, INVALID_SUBSCRIPTION_MESSAGE).refine(
        (value) => value.startsWith('B'),
        INVALID_SUBSCRIPTION_MESSAGE,
      ),
      auth: base64UrlOfBytes(16, INVALID_SUBSCRIPTION_MESSAGE),
    })
    .strict(),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions?endpoint=…: the device that no longer wants pushes. */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().max(2048) });

const LOCAL_TIME_MESSAGE = translatable(msg`Pick a time such as 22:00.`);
export const localTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, LOCAL_TIME_MESSAGE)
  .nullable();

export const QUIET_HOURS_PAIR_MESSAGE = translatable(msg`Quiet hours need both a start and an end.`);
export const QUIET_HOURS_EMPTY_MESSAGE = translatable(
  msg`Quiet hours need to start and end at different times.`,
);

/** PATCH /api/me/push-settings: only the fields sent change; quiet hours are set or cleared as a pair. */
export const pushSettingsSchema = z
  .object({
    reminders: z.boolean(),
    invitations: z.boolean(),
    results: z.boolean(),
    groupActivity: z.boolean(),
    forumReplies: z.boolean(),
    quietStart: localTime,
    quietEnd: localTime,
  })
  .partial()
  .superRefine((input, ctx) => {
    if ((input.quietStart === undefined) !== (input.quietEnd === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['quietEnd'], message: QUIET_HOURS_PAIR_MESSAGE });
    } else if ((input.quietStart === null) !== (input.quietEnd === null)) {
      ctx.addIssue({ code: 'custom', path: ['quietEnd'], message: QUIET_HOURS_PAIR_MESSAGE });
    } else if (input.quietStart && input.quietStart === input.quietEnd) {
      ctx.addIssue({ code: 'custom', path: ['quietEnd'], message: QUIET_HOURS_EMPTY_MESSAGE });
    }
  });
export type PushSettingsInput = z.infer<typeof pushSettingsSchema>;

/** What the service worker receives, decrypted (decision 029). */
export interface PushPayload {
  notificationId: string;
  title: string;
  body: string;
  /** an in-app path, after the spec's click rules; '/dashboard' when the notification points nowhere */
  url: string;
  /**
   * the app badge: the person's check-ins still open on their today (challenges running today with no check-in nor
   * rest day for it; issue 28), not the bell's unread count
   */
  openCheckIns: number;
  /** a reminder naming one challenge: what the worker needs to record the answer from the notification (issue 28) */
  checkIn?: ReminderCheckIn;
}
