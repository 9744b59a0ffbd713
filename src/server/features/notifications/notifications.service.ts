import type { Database } from '../../db/database';
import { notifications } from '../../db/schema/social';

export type NotificationType =
  'reminder' | 'invitation' | 'result' | 'update' | 'group_added' | 'group_created';

export interface NewNotification {
  userId: string;
  title: string;
  message: string;
  type?: NotificationType;
  challengeId?: string;
  groupId?: string;
  invitationId?: string;
  /** an in-app path for notifications that point at neither a challenge nor a group, e.g. a forum post */
  link?: string;
}

/** The one way features tell a person something; pass the transaction so it commits with the action. */
export async function createNotification(db: Database, input: NewNotification) {
  const [row] = await db
    .insert(notifications)
    .values({ type: 'update', ...input })
    .returning();
  return row!;
}
