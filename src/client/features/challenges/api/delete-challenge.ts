import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { challengeQueryKey } from './get-challenge';
import { CHALLENGES_QUERY_KEY } from './list-challenges';

/** DELETE /api/challenges/:id: the challenge with its check-ins, participants and notifications (organizer only). */
export function useDeleteChallenge(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>(`/challenges/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: challengeQueryKey(id) });
      return queryClient.invalidateQueries({ queryKey: CHALLENGES_QUERY_KEY });
    },
  });
}
