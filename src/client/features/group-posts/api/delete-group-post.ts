import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client';
import { withoutPost } from '../utils/post-order';
import { postPath } from './group-post-api-paths';
import { updateCachedPosts } from './group-post-cache';
import { queryKeys } from '#client/lib/query-keys';

/** DELETE /api/groups/:id/posts/:postId: the author's own post, with its images, reactions and comments. */
export function useDeleteGroupPost(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => apiFetch<void>(postPath(groupId, postId), { method: 'DELETE' }),
    onSuccess: (_answer, postId) => {
      updateCachedPosts(queryClient, groupId, (posts) => withoutPost(posts, postId));
      queryClient.removeQueries({ queryKey: queryKeys.groups.postComments(groupId, postId) });
    },
  });
}
