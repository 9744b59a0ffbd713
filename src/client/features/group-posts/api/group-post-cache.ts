import type { QueryClient } from '@tanstack/react-query';
import type { GroupPost } from '#shared/groups/groups.types';
import { queryKeys } from '#client/lib/query-keys';

/** Writes into the cached list of a group's posts (when it is loaded); `change` gets and returns the whole list. */
export function updateCachedPosts(
  queryClient: QueryClient,
  groupId: string,
  change: (posts: GroupPost[]) => GroupPost[],
) {
  queryClient.setQueryData<GroupPost[]>(queryKeys.groups.posts(groupId), (posts) =>
    posts ? change(posts) : posts,
  );
}
