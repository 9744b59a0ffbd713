import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { challengeQueryKey } from './get-challenge';
import { CHALLENGES_QUERY_KEY } from './list-challenges';

/** POST /api/challenges/:id/leave: a participant who is not the organizer leaves. */
export function useLeaveChallenge(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>(`/challenges/${encodeURIComponent(id)}/leave`, { method: 'POST' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: challengeQueryKey(id) });
      return queryClient.invalidateQueries({ queryKey: CHALLENGES_QUERY_KEY });
    },
  });
}
