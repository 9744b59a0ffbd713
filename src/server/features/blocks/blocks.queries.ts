import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database';
import { users } from '#server/db/schema/auth';
import { blocks } from '#server/db/schema/blocks';
import { forumComments, forumPosts } from '#server/db/schema/feedback';
import { invitations, notifications } from '#server/db/schema/social';

// Drizzle reads and writes of blocks; the rules live in blocks.service.ts and block-access.ts.

export async function personExists(db: Database, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return rows.length > 0;
}

/** The author of a forum post; null for a missing post or one whose author deleted their account. */
export async function forumPostAuthor(db: Database, postId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: forumPosts.userId })
    .from(forumPosts)
    .where(eq(forumPosts.id, postId));
  return row?.userId ?? null;
}

export async function forumCommentAuthor(db: Database, commentId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: forumComments.userId })
    .from(forumComments)
    .where(eq(forumComments.id, commentId));
  return row?.userId ?? null;
}

/**
 * Who sent the invitation of one of `userId`'s notifications; null for someone else's notification (as unknown as a
 * missing one), one that is no invitation, or an inviter who deleted their account.
 */
export async function inviterOfNotification(db: Database, notificationId: string, userId: string) {
  const [row] = await db
    .select({ invitedBy: invitations.invitedBy })
    .from(notifications)
    .innerJoin(invitations, eq(invitations.id, notifications.invitationId))
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)));
  return row?.invitedBy ?? null;
}

/**
 * Blocks, or blocks again: a second block keeps its row and its date, and a block from a place that names the
 * person (anything but the forum) names them from then on.
 */
export async function upsertBlock(
  db: Database,
  values: { blockerId: string; blockedId: string; anonymous: boolean; createdAt: Date },
) {
  await db
    .insert(blocks)
    .values(values)
    .onConflictDoUpdate({
      target: [blocks.blockerId, blocks.blockedId],
      set: { anonymous: sql`${blocks.anonymous} and excluded.anonymous` },
    });
}

/** The people `blockerId` blocked, the latest first, with their names for the ones not blocked anonymously. */
export function listBlocksOf(db: Database, blockerId: string, onlyBlockedId?: string) {
  return db
    .select({
      id: blocks.id,
      anonymous: blocks.anonymous,
      createdAt: blocks.createdAt,
      name: users.name,
      email: users.email,
      avatar: users.image,
    })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId))
    .where(
      and(
        eq(blocks.blockerId, blockerId),
        onlyBlockedId === undefined ? undefined : eq(blocks.blockedId, onlyBlockedId),
      ),
    )
    .orderBy(desc(blocks.createdAt), desc(blocks.id));
}

export type BlockRow = Awaited<ReturnType<typeof listBlocksOf>>[number];

/** Unblocks; false when the asker has no block of that id. */
export async function deleteBlockOf(db: Database, blockerId: string, blockId: string): Promise<boolean> {
  const rows = await db
    .delete(blocks)
    .where(and(eq(blocks.id, blockId), eq(blocks.blockerId, blockerId)))
    .returning({ id: blocks.id });
  return rows.length > 0;
}
