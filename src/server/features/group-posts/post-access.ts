import { canModerate, type GroupRole } from '#shared/domain/group-roles';
import type { Actor } from '#server/app-env';
import type { Database } from '#server/db/database';
import { notFound } from '#server/lib/domain-error';
import { findPost } from './group-posts.queries';
import type { PostViewer } from './post-comments.queries';
import { postMessages } from './post-messages';

/** The viewer of a group's posts: a person of this role in the group (its moderators also see hidden content). */
export const postViewerOf = (actor: Actor, role: GroupRole | null): PostViewer => ({
  viewerId: actor.userId,
  moderator: canModerate(role),
});

/** product-rules.md#group-posts: posting, reacting and commenting are for members, whatever their role. */
export const isGroupMember = (role: GroupRole | null) => role !== null;

/**
 * The post every action by its id goes through: only if it belongs to this group (a post id under another group's
 * path is as unknown as a missing one) and the viewer of this `role` sees it — a hidden post is, for everyone but the
 * group's moderators (its author too), as if it did not exist (decision 085).
 */
export async function requirePostOfGroup(
  db: Database,
  group: { groupId: string; role: GroupRole | null },
  postId: string,
) {
  const post = await findPost(db, group.groupId, postId, canModerate(group.role));
  if (!post) throw notFound(postMessages.notFound);
  return post;
}
