import { useQuery } from '@tanstack/react-query';
import type { GroupPostComment } from '#shared/groups/groups.types';
import { apiFetch } from '#client/lib/api-client';
import { postPath } from './group-post-api-paths';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/groups/:id/posts/:postId/comments: oldest first; read when the comments are opened (the list mounts then). */
export function usePostComments(groupId: string, postId: string) {
  return useQuery({
    queryKey: queryKeys.groups.postComments(groupId, postId),
    queryFn: () => apiFetch<GroupPostComment[]>(`${postPath(groupId, postId)}/comments`),
  });
}
