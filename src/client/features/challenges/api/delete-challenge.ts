import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** DELETE /api/challenges/:id: the challenge with its check-ins, participants and notifications (organizer only). */
export function useDeleteChallenge(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>(`/challenges/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.challenges.detail(id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.challenges.all() });
    },
  });
}
