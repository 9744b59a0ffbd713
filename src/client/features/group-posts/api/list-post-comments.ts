import { useQuery } from '@tanstack/react-query';
import type { GroupPostComment } from '../../../../shared/groups/groups.types';
import { apiFetch } from '../../../lib/api-client';
import { postCommentsQueryKey, postPath } from './group-post-keys';

/** GET /api/groups/:id/posts/:postId/comments: oldest first; loaded only once the comments are opened. */
export function usePostComments(groupId: string, postId: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: postCommentsQueryKey(groupId, postId),
    queryFn: () => apiFetch<GroupPostComment[]>(`${postPath(groupId, postId)}/comments`),
    enabled,
  });
}
