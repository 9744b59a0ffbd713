import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeclareRestDayInput } from '#shared/check-ins/check-ins.schemas';
import type { DeclaredRestDay } from '#shared/check-ins/check-ins.types';
import { apiFetch } from '#client/lib/api-client';
import { mutationKeys } from '#client/lib/query-keys';
import { refreshAfterCheckIn } from './refresh-after-check-in';

/** POST /api/challenges/:id/rest-days (product-rules.md#rest-days); taken back with useDeleteCheckIn. */
export function useDeclareRestDay(challengeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.checkIns.restDayIn(challengeId),
    mutationFn: (input: DeclareRestDayInput) =>
      apiFetch<DeclaredRestDay>(`/challenges/${encodeURIComponent(challengeId)}/rest-days`, {
        method: 'POST',
        body: input,
      }),
    // offline, fail at once and say 'Not saved' rather than wait paused with the tap shown as done (decision 065)
    networkMode: 'always',
    onSuccess: () => refreshAfterCheckIn(queryClient, challengeId),
  });
}
