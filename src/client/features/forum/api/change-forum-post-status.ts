import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForumStatus } from '#shared/forum/forum.schemas';
import type { ForumPostDetail } from '#shared/forum/forum.types';
import { apiFetch } from '#client/lib/api-client';
import { forumPostPath } from './forum-post-api-path';
import { updateCachedPost } from './forum-cache';
import { queryKeys } from '#client/lib/query-keys';

/** PUT /api/forum/posts/:id/status {status}: site administrators only; the post's subscribers are notified. */
export function useChangeForumPostStatus(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: ForumStatus) =>
      apiFetch<ForumPostDetail>(`${forumPostPath(postId)}/status`, { method: 'PUT', body: { status } }),
    onSuccess: (post) => {
      queryClient.setQueryData(queryKeys.forum.post(postId), post);
      updateCachedPost(queryClient, postId, (cached) => ({ ...cached, status: post.status }));
    },
  });
}
