import { translatable } from '#shared/i18n/translatable';
import { msg, t } from '@lingui/core/macro';
import type { LocalText } from '#shared/i18n/local-text';

// The words of the notifications features send, once, so every sender says the same thing
// (product-rules.md#notification-types), each written in its recipient's language; and the notifications API's
// refusal.

export const notificationMessages = {
  notFound: translatable(msg`Notification not found`),
} as const;

export interface NotificationMessage {
  title: LocalText;
  message: LocalText;
}

/**
 * product-rules.md#notification-types: a person added to a challenge (e.g. by a group) without accepting an
 * invitation.
 */
export function addedToChallenge(challengeTitle: string): NotificationMessage {
  return {
    title: (i18n) => t(i18n)`Added to Challenge`,
    message: (i18n) => t(i18n)`You have been added to the challenge "${challengeTitle}"`,
  };
}

/**
 * product-rules.md#notification-types: a person added to a group, at its creation ('group_created') or later by a
 * moderator ('group_added').
 */
export function addedToGroup(groupName: string): NotificationMessage {
  return {
    title: (i18n) => t(i18n)`Added to Group`,
    message: (i18n) => t(i18n)`You have been added to the group "${groupName}"`,
  };
}
