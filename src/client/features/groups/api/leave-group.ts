import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** POST /api/groups/:id/leave: a member who is not an admin leaves (an admin is refused with 'Cannot Leave'). */
export function useLeaveGroup(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>(`/groups/${encodeURIComponent(id)}/leave`, { method: 'POST' }),
    // marked stale, not fetched again now: the page is left next, and a private group would answer 404
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.groups.all(), refetchType: 'none' }),
  });
}
