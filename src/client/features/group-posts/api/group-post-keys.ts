import type { QueryClient } from '@tanstack/react-query';
import type { GroupPost } from '../../../../shared/groups/groups.types';

// Under the groups feature's ['groups'] key, so joining, leaving or deleting a group (which invalidates
// ['groups']) refreshes what its posts tab shows too.
export const groupPostsQueryKey = (groupId: string) => ['groups', 'posts', groupId] as const;
export const postCommentsQueryKey = (groupId: string, postId: string) =>
  [...groupPostsQueryKey(groupId), postId, 'comments'] as const;

export const groupPath = (groupId: string) => `/groups/${encodeURIComponent(groupId)}`;
export const postPath = (groupId: string, postId: string) =>
  `${groupPath(groupId)}/posts/${encodeURIComponent(postId)}`;

/** Writes into the cached list of a group's posts (when it is loaded); `change` gets and returns the whole list. */
export function updateCachedPosts(
  queryClient: QueryClient,
  groupId: string,
  change: (posts: GroupPost[]) => GroupPost[],
) {
  queryClient.setQueryData<GroupPost[]>(groupPostsQueryKey(groupId), (posts) =>
    posts ? change(posts) : posts,
  );
}
