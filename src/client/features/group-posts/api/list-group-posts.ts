import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupPost } from '#shared/groups/groups.types';
import { apiFetch } from '#client/lib/api-client';
import { groupPath } from './group-post-api-paths';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/groups/:id/posts: pinned first, then newest, with reactions, comment counts and authors. */
export const groupPostsQuery = (groupId: string) =>
  queryOptions({
    queryKey: queryKeys.groups.posts(groupId),
    queryFn: () => apiFetch<GroupPost[]>(`${groupPath(groupId)}/posts`),
  });

export function useGroupPosts(groupId: string) {
  return useQuery(groupPostsQuery(groupId));
}
