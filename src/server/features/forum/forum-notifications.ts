import type { NotificationMessage } from '#server/features/notifications/notification-messages';
import type { Database } from '#server/db/database';
import { createNotifications } from '#server/features/notifications/notifications.service';
import { forumPostLink } from './forum-messages';
import { subscriberIdsOf } from './forum-posts.queries';

/**
 * Tells everyone who follows the post, but the person who acted, in one INSERT; pass the action's transaction so
 * the notifications commit with it.
 */
export async function notifySubscribers(
  tx: Database,
  input: { postId: string; actorId: string; text: NotificationMessage },
) {
  const userIds = await subscriberIdsOf(tx, input.postId, input.actorId);
  await createNotifications(
    tx,
    userIds.map((userId) => ({
      userId,
      type: 'update' as const,
      ...input.text,
      link: forumPostLink(input.postId),
    })),
  );
}
