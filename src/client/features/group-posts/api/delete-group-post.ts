import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { withoutPost } from '../utils/post-order';
import { postCommentsQueryKey, postPath, updateCachedPosts } from './group-post-keys';

/** DELETE /api/groups/:id/posts/:postId: the author's own post, with its images, reactions and comments. */
export function useDeleteGroupPost(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => apiFetch<void>(postPath(groupId, postId), { method: 'DELETE' }),
    onSuccess: (_answer, postId) => {
      updateCachedPosts(queryClient, groupId, (posts) => withoutPost(posts, postId));
      queryClient.removeQueries({ queryKey: postCommentsQueryKey(groupId, postId) });
    },
  });
}
