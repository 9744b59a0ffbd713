import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupLists } from '#shared/groups/groups.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/groups?search=: 'My Groups' and the 'Discover' top 10, both narrowed by the search text. */
export const groupListsQuery = (search: string) =>
  queryOptions({
    queryKey: queryKeys.groups.list(search),
    queryFn: () => apiFetch<GroupLists>(search ? `/groups?search=${encodeURIComponent(search)}` : '/groups'),
  });

export function useGroupLists(search: string) {
  // while a new search is on its way the cards of the previous one stay, so the page does not flash empty
  return useQuery({ ...groupListsQuery(search), placeholderData: keepPreviousData });
}
