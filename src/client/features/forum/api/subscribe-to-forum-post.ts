import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForumPostDetail, ForumSubscriptionState } from '#shared/forum/forum.types';
import { apiFetch } from '#client/lib/api-client';
import { forumPostPath } from './forum-post-api-path';
import { queryKeys } from '#client/lib/query-keys';

/**
 * PUT (subscribe) or DELETE (unsubscribe) /api/forum/posts/:id/subscription: notifications of the post's new
 * comments and status changes.
 */
export function useSubscribeToForumPost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `forum-subscription:${postId}` },
    mutationFn: (subscribe: boolean) =>
      apiFetch<ForumSubscriptionState>(`${forumPostPath(postId)}/subscription`, {
        method: subscribe ? 'PUT' : 'DELETE',
      }),
    onSuccess: ({ viewerSubscribed }) =>
      queryClient.setQueryData<ForumPostDetail>(queryKeys.forum.post(postId), (post) =>
        post ? { ...post, viewerSubscribed } : post,
      ),
  });
}
