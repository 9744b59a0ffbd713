import type { GroupRole } from '#shared/domain/group-roles';
import type { Database } from '#server/db/database';
import { notFound } from '#server/lib/domain-error';
import { findPost } from './group-posts.queries';
import { postMessages } from './post-messages';

/** product-rules.md#group-posts: posting, reacting and commenting are for members, whatever their role. */
export const isGroupMember = (role: GroupRole | null) => role !== null;

/** The post, only if it belongs to this group (a post id under another group's path is as unknown as a missing one). */
export async function requirePostOfGroup(db: Database, groupId: string, postId: string) {
  const post = await findPost(db, groupId, postId);
  if (!post) throw notFound(postMessages.notFound);
  return post;
}
