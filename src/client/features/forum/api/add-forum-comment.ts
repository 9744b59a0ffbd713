import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForumComment, ForumPostDetail } from '#shared/forum/forum.types';
import { apiFetch } from '#client/lib/api-client';
import { forumPostPath } from './forum-post-api-path';
import { updateCachedPost } from './forum-cache';
import { queryKeys } from '#client/lib/query-keys';

/** POST /api/forum/posts/:id/comments {content}: the post's subscribers are notified. */
export function useAddForumComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      apiFetch<ForumComment>(`${forumPostPath(postId)}/comments`, { method: 'POST', body: { content } }),
    onSuccess: (comment) => {
      queryClient.setQueryData<ForumPostDetail>(queryKeys.forum.post(postId), (post) =>
        post ? { ...post, comments: [...post.comments, comment] } : post,
      );
      updateCachedPost(queryClient, postId, (post) => ({ ...post, commentCount: post.commentCount + 1 }));
    },
  });
}
