import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheerState } from '#shared/cheers/cheers.types';
import { apiFetch } from '#client/lib/api-client';
import { refreshAfterCheer } from './refresh-after-cheer';

/** POST /api/check-ins/:id/cheer (cheer) or DELETE (take the cheer back). */
export function useCheerCheckIn(challengeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ checkInId, cheered }: { checkInId: string; cheered: boolean }) =>
      apiFetch<CheerState>(`/check-ins/${encodeURIComponent(checkInId)}/cheer`, {
        method: cheered ? 'POST' : 'DELETE',
      }),
    // offline, fail at once and say 'Not saved' rather than wait paused with the tap shown as done (decision 065)
    networkMode: 'always',
    onSuccess: () => refreshAfterCheer(queryClient, challengeId),
  });
}
