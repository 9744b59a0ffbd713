import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupPost } from '#shared/groups/groups.types';
import { apiFetch } from '#client/lib/api-client';
import { withPost } from '../utils/post-order';
import { postPath } from './group-post-api-paths';
import { updateCachedPosts } from './group-post-cache';

/** PUT /api/groups/:id/posts/:postId/pin {pinned}: moderators and admins, any post. */
export function usePinGroupPost(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, pinned }: { postId: string; pinned: boolean }) =>
      apiFetch<GroupPost>(`${postPath(groupId, postId)}/pin`, { method: 'PUT', body: { pinned } }),
    onSuccess: (post) => updateCachedPosts(queryClient, groupId, (posts) => withPost(posts, post)),
  });
}
