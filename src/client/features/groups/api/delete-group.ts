import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** DELETE /api/groups/:id: the group with its posts, members, links and files (admins only). */
export function useDeleteGroup(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>(`/groups/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    // marked stale, not fetched again now: the page being left would ask for a group that is gone (404)
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.groups.all(), refetchType: 'none' }),
  });
}
