// The words of the notifications features send, once, so every sender says the same thing
// (product-rules.md#notification-types); and the notifications API's refusal.

export const notificationMessages = {
  notFound: 'Notification not found',
} as const;

export interface NotificationMessage {
  title: string;
  message: string;
}

/**
 * product-rules.md#notification-types: a person added to a challenge (e.g. by a group) without accepting an
 * invitation.
 */
export function addedToChallenge(challengeTitle: string): NotificationMessage {
  return {
    title: 'Added to Challenge',
    message: `You have been added to the challenge "${challengeTitle}"`,
  };
}

/**
 * product-rules.md#notification-types: a person added to a group, at its creation ('group_created') or later by a
 * moderator ('group_added').
 */
export function addedToGroup(groupName: string): NotificationMessage {
  return { title: 'Added to Group', message: `You have been added to the group "${groupName}"` };
}
