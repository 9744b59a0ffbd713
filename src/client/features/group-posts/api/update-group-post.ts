import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupPost } from '#shared/groups/groups.types';
import { apiFetch } from '#client/lib/api-client';
import { withPost } from '../utils/post-order';
import { postPath } from './group-post-api-paths';
import { updateCachedPosts } from './group-post-cache';

/** PATCH /api/groups/:id/posts/:postId {content}: the author's own post. */
export function useUpdateGroupPost(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, content }: { postId: string; content: string }) =>
      apiFetch<GroupPost>(postPath(groupId, postId), { method: 'PATCH', body: { content } }),
    onSuccess: (post) => updateCachedPosts(queryClient, groupId, (posts) => withPost(posts, post)),
  });
}
