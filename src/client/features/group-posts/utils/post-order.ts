import type { GroupPost } from '#shared/groups/groups.types';

/**
 * product-rules.md#group-posts: pinned posts first, then the newest. The server answers in this order; the cache
 * keeps it.
 */
export function sortPosts(posts: readonly GroupPost[]): GroupPost[] {
  return [...posts].sort(
    (a, b) => Number(b.pinned) - Number(a.pinned) || Date.parse(b.createdAt) - Date.parse(a.createdAt),
  );
}

/** The list with `post` put in place of the one with its id (or added), in spec order. */
export function withPost(posts: readonly GroupPost[], post: GroupPost): GroupPost[] {
  return sortPosts([...posts.filter((entry) => entry.id !== post.id), post]);
}

export function withoutPost(posts: readonly GroupPost[], postId: string): GroupPost[] {
  return posts.filter((entry) => entry.id !== postId);
}
