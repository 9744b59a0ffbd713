import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ForumPostDetail, ForumPostPage, ForumPostSummary } from '#shared/forum/forum.types';
import { queryKeys } from '#client/lib/query-keys';

/**
 * Writes one post's new state into every place it is cached: each loaded page of each tab's list, and its own
 * page. `change` gets the post as cached there and returns it changed (a summary or the whole detail).
 */
export function updateCachedPost(
  queryClient: QueryClient,
  postId: string,
  change: <T extends ForumPostSummary>(post: T) => T,
) {
  queryClient.setQueriesData<InfiniteData<ForumPostPage>>({ queryKey: queryKeys.forum.lists() }, (lists) =>
    lists
      ? {
          ...lists,
          pages: lists.pages.map((page) => ({
            ...page,
            posts: page.posts.map((post) => (post.id === postId ? change(post) : post)),
          })),
        }
      : lists,
  );
  queryClient.setQueryData<ForumPostDetail>(queryKeys.forum.post(postId), (post) =>
    post ? change(post) : post,
  );
}
