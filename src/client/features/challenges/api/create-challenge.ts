import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateChallengeInput } from '#shared/challenges/challenges.schemas';
import type { ChallengeDetail } from '#shared/challenges/challenges.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** POST /api/challenges: the creator becomes organizer and first participant. */
export function useCreateChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateChallengeInput) =>
      apiFetch<ChallengeDetail>('/challenges', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.challenges.all() }),
  });
}
