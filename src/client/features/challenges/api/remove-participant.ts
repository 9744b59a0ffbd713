import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** DELETE /api/challenges/:id/participants/:userId: the organizer removes someone else. */
export function useRemoveParticipant(challengeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiFetch<void>(
        `/challenges/${encodeURIComponent(challengeId)}/participants/${encodeURIComponent(userId)}`,
        { method: 'DELETE' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.challenges.detail(challengeId) }),
  });
}
