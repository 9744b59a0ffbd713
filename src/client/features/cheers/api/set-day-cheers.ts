import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DayCheers } from '#shared/cheers/cheers.types';
import type { DayCheersInput } from '#shared/cheers/cheers.schemas';
import { apiFetch } from '#client/lib/api-client';
import { refreshAfterCheer } from './refresh-after-cheer';

/** PUT /api/challenges/:id/cheers: cheer everyone else's check-in of the day, or take those cheers back. */
export function useSetDayCheers(challengeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DayCheersInput) =>
      apiFetch<DayCheers>(`/challenges/${encodeURIComponent(challengeId)}/cheers`, {
        method: 'PUT',
        body: input,
      }),
    // offline, fail at once and say 'Not saved' rather than wait paused with the tap shown as done (decision 065)
    networkMode: 'always',
    onSuccess: () => refreshAfterCheer(queryClient, challengeId),
  });
}
