import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactionType } from '#shared/groups/groups.schemas';
import type { GroupPost } from '#shared/groups/groups.types';
import { apiFetch } from '#client/lib/api-client';
import { withPost } from '../utils/post-order';
import { withViewerReaction } from '../utils/reactions';
import { postPath } from './group-post-api-paths';
import { updateCachedPosts } from './group-post-cache';
import { queryKeys } from '#client/lib/query-keys';

interface ReactionChange {
  post: GroupPost;
  type: ReactionType;
  /** true gives the viewer's reaction of this type, false takes it back */
  add: boolean;
}

/**
 * PUT (give) or DELETE (take back) /api/groups/:id/posts/:postId/reactions/:type; members only. The change
 * shows at once; the server's answer (the whole post) then replaces it, or the list is read again on failure.
 */
export function useReactToGroupPost(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // one request at a time, in click order, so the last answer is the viewer's last choice
    // offline, fail at once and say 'Not saved' rather than wait paused with the change shown (decision 065)
    networkMode: 'always',
    scope: { id: `group-post-reactions:${groupId}` },
    mutationFn: ({ post, type, add }: ReactionChange) =>
      apiFetch<GroupPost>(`${postPath(groupId, post.id)}/reactions/${encodeURIComponent(type)}`, {
        method: add ? 'PUT' : 'DELETE',
      }),
    onMutate: async ({ post, type, add }) => {
      // a list still loading would overwrite the change shown
      await queryClient.cancelQueries({ queryKey: queryKeys.groups.posts(groupId), exact: true });
      updateCachedPosts(queryClient, groupId, (posts) =>
        withPost(posts, withViewerReaction(posts.find((entry) => entry.id === post.id) ?? post, type, add)),
      );
    },
    onSuccess: (answer) => updateCachedPosts(queryClient, groupId, (posts) => withPost(posts, answer)),
    // what the viewer's other reactions did meanwhile is unknown: read the list again
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.groups.posts(groupId), exact: true }),
  });
}
