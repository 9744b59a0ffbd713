import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ForumPostDetail } from '#shared/forum/forum.types';
import { apiFetch } from '#client/lib/api-client';
import { forumPostPath } from './forum-post-api-path';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/forum/posts/:id: the post page in one answer (404 when there is no such post). */
export const forumPostQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.forum.post(id),
    queryFn: () => apiFetch<ForumPostDetail>(forumPostPath(id)),
  });

export function useForumPost(id: string) {
  return useQuery(forumPostQuery(id));
}
