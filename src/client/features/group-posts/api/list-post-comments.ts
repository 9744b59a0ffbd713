import { useQuery } from '@tanstack/react-query';
import type { GroupPostComment } from '../../../../shared/groups/groups.types';
import { apiFetch } from '../../../lib/api-client';
import { postCommentsQueryKey, postPath } from './group-post-keys';

/** GET /api/groups/:id/posts/:postId/comments: oldest first; read when the comments are opened (the list mounts then). */
export function usePostComments(groupId: string, postId: string) {
  return useQuery({
    queryKey: postCommentsQueryKey(groupId, postId),
    queryFn: () => apiFetch<GroupPostComment[]>(`${postPath(groupId, postId)}/comments`),
  });
}
