import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client';
import { refreshAfterCheckIn } from './refresh-after-check-in';

/** DELETE /api/check-ins/:id: the person's own check-in. */
export function useDeleteCheckIn(challengeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/check-ins/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    // offline, fail at once and say 'Not saved' rather than wait paused (decision 065)
    networkMode: 'always',
    onSuccess: () => refreshAfterCheckIn(queryClient, challengeId),
  });
}
