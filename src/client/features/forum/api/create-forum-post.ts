import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateForumPostInput } from '#shared/forum/forum.schemas';
import type { ForumPostDetail } from '#shared/forum/forum.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** POST /api/forum/posts: the new post, its author subscribed to it. */
export function useCreateForumPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateForumPostInput) =>
      apiFetch<ForumPostDetail>('/forum/posts', { method: 'POST', body: input }),
    onSuccess: async (post) => {
      // the post page opens next: it starts from the answer instead of asking again
      queryClient.setQueryData(queryKeys.forum.post(post.id), post);
      await queryClient.invalidateQueries({ queryKey: queryKeys.forum.lists() });
    },
  });
}
