import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupPostComment } from '#shared/groups/groups.types';
import { apiFetch } from '#client/lib/api-client';
import { postPath } from './group-post-api-paths';
import { updateCachedPosts } from './group-post-cache';
import { queryKeys } from '#client/lib/query-keys';

/** POST /api/groups/:id/posts/:postId/comments {content}; members only. */
export function useAddPostComment(groupId: string, postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      apiFetch<GroupPostComment>(`${postPath(groupId, postId)}/comments`, {
        method: 'POST',
        body: { content },
      }),
    onSuccess: (comment) => {
      const commentsKey = queryKeys.groups.postComments(groupId, postId);
      // never cache a lone comment as the whole list: without the list, read it again
      if (queryClient.getQueryData(commentsKey)) {
        queryClient.setQueryData<GroupPostComment[]>(commentsKey, (comments = []) => [...comments, comment]);
      } else {
        void queryClient.invalidateQueries({ queryKey: commentsKey });
      }
      updateCachedPosts(queryClient, groupId, (posts) =>
        posts.map((post) => (post.id === postId ? { ...post, commentCount: post.commentCount + 1 } : post)),
      );
    },
  });
}
