import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ForumCategory } from '#shared/forum/forum.schemas';
import type { ForumPostPage } from '#shared/forum/forum.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

function listPath(category: ForumCategory | null, offset: number) {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (offset > 0) params.set('offset', String(offset));
  const query = params.toString();
  return query ? `/forum/posts?${query}` : '/forum/posts';
}

/**
 * GET /api/forum/posts?category=&offset=: most votes first, then newest, a page at a time ('Load more' asks for
 * the next one); no category is the All tab.
 */
export const forumPostsQuery = (category: ForumCategory | null) =>
  infiniteQueryOptions({
    queryKey: queryKeys.forum.list(category),
    queryFn: ({ pageParam }) => apiFetch<ForumPostPage>(listPath(category, pageParam)),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => lastPage.nextOffset ?? undefined,
  });

export function useForumPosts(category: ForumCategory | null) {
  return useInfiniteQuery(forumPostsQuery(category));
}
