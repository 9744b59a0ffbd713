import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupDetail } from '#shared/groups/groups.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/groups/:id: the card, the viewer's role and whether they may see the group's content. */
export const groupQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.groups.detail(id),
    queryFn: () => apiFetch<GroupDetail>(`/groups/${encodeURIComponent(id)}`),
  });

export function useGroup(id: string) {
  return useQuery(groupQuery(id));
}

/**
 * Keeps the group the server answered with after an edit, and marks the lists and the card stale. Not the whole
 * group key: its members, challenges and posts did not change.
 */
export async function storeGroup(queryClient: QueryClient, group: GroupDetail) {
  queryClient.setQueryData(queryKeys.groups.detail(group.id), group);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.groups.lists() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.groups.card(group.id) }),
  ]);
}
