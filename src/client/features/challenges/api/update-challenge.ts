import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateChallengeInput } from '../../../../shared/challenges/challenges.schemas';
import type { ChallengeDetail } from '../../../../shared/challenges/challenges.types';
import { apiFetch } from '../../../lib/api-client';
import { challengeQueryKey } from './get-challenge';
import { CHALLENGES_QUERY_KEY } from './list-challenges';

/** PATCH /api/challenges/:id with only the fields that changed (organizer only). */
export function useUpdateChallenge(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateChallengeInput) =>
      apiFetch<ChallengeDetail>(`/challenges/${encodeURIComponent(id)}`, { method: 'PATCH', body: input }),
    onSuccess: (challenge) => {
      queryClient.setQueryData(challengeQueryKey(id), challenge);
      return queryClient.invalidateQueries({ queryKey: CHALLENGES_QUERY_KEY });
    },
  });
}
