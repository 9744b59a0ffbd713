import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateChallengeInput } from '#shared/challenges/challenges.schemas';
import type { ChallengeDetail } from '#shared/challenges/challenges.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** PATCH /api/challenges/:id with only the fields that changed (organizer only). */
export function useUpdateChallenge(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateChallengeInput) =>
      apiFetch<ChallengeDetail>(`/challenges/${encodeURIComponent(id)}`, { method: 'PATCH', body: input }),
    onSuccess: (challenge) => {
      queryClient.setQueryData(queryKeys.challenges.detail(id), challenge);
      return queryClient.invalidateQueries({ queryKey: queryKeys.challenges.all() });
    },
  });
}
