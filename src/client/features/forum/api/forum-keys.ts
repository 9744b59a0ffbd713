import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ForumCategory } from '../../../../shared/forum/forum.schemas';
import type { ForumPostDetail, ForumPostPage, ForumPostSummary } from '../../../../shared/forum/forum.types';

/** Every cached read of the forum starts with this key, so one invalidation refreshes lists and posts. */
export const FORUM_QUERY_KEY = ['forum'] as const;
export const FORUM_LISTS_QUERY_KEY = [...FORUM_QUERY_KEY, 'list'] as const;
/** One list per tab; `null` is the All tab. */
export const forumListQueryKey = (category: ForumCategory | null) =>
  [...FORUM_LISTS_QUERY_KEY, category ?? 'all'] as const;
export const forumPostQueryKey = (id: string) => [...FORUM_QUERY_KEY, 'post', id] as const;

export const forumPostPath = (id: string) => `/forum/posts/${encodeURIComponent(id)}`;

/**
 * Writes one post's new state into every place it is cached: each loaded page of each tab's list, and its own
 * page. `change` gets the post as cached there and returns it changed (a summary or the whole detail).
 */
export function updateCachedPost(
  queryClient: QueryClient,
  postId: string,
  change: <T extends ForumPostSummary>(post: T) => T,
) {
  queryClient.setQueriesData<InfiniteData<ForumPostPage>>({ queryKey: FORUM_LISTS_QUERY_KEY }, (lists) =>
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
  queryClient.setQueryData<ForumPostDetail>(forumPostQueryKey(postId), (post) =>
    post ? change(post) : post,
  );
}
