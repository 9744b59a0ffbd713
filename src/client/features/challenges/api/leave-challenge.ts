import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** POST /api/challenges/:id/leave: a participant who is not the organizer leaves. */
export function useLeaveChallenge(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>(`/challenges/${encodeURIComponent(id)}/leave`, { method: 'POST' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.challenges.detail(id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.challenges.all() });
    },
  });
}
