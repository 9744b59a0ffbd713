import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ForumVoteState } from '#shared/forum/forum.types';
import { apiFetch } from '#client/lib/api-client';
import { withViewerVote } from '../utils/vote-state';
import { forumPostPath } from './forum-post-api-path';
import { updateCachedPost } from './forum-cache';
import { queryKeys } from '#client/lib/query-keys';

interface VoteChange {
  postId: string;
  /** true gives the viewer's vote, false takes it back */
  vote: boolean;
}

/**
 * PUT (vote) or DELETE (take it back) /api/forum/posts/:id/vote. The change shows at once on every card and page
 * of the post; the server's count then replaces it. On failure it is rolled back and everything read again.
 */
export function useVoteForumPost() {
  const queryClient = useQueryClient();
  return useMutation({
    // one request at a time, in click order, so the last answer is the viewer's last choice
    // offline, fail at once and say 'Not saved' rather than wait paused with the change shown (decision 065)
    networkMode: 'always',
    scope: { id: 'forum-votes' },
    mutationFn: ({ postId, vote }: VoteChange) =>
      apiFetch<ForumVoteState>(`${forumPostPath(postId)}/vote`, { method: vote ? 'PUT' : 'DELETE' }),
    onMutate: async ({ postId, vote }) => {
      // a read still on its way would overwrite the change shown
      await Promise.all([
        queryClient.cancelQueries({ queryKey: queryKeys.forum.lists() }),
        queryClient.cancelQueries({ queryKey: queryKeys.forum.post(postId) }),
      ]);
      updateCachedPost(queryClient, postId, (post) => withViewerVote(post, vote));
    },
    onSuccess: (state, { postId }) =>
      updateCachedPost(queryClient, postId, (post) => ({ ...post, ...state })),
    onError: async (_error, { postId, vote }) => {
      updateCachedPost(queryClient, postId, (post) => withViewerVote(post, !vote));
      // what other votes did meanwhile is unknown: read again
      await queryClient.invalidateQueries({ queryKey: queryKeys.forum.all() });
    },
  });
}
