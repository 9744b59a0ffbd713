import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateCheckInInput } from '#shared/check-ins/check-ins.schemas';
import type { RecordedCheckIn } from '#shared/check-ins/check-ins.types';
import { apiFetch } from '#client/lib/api-client';
import { mutationKeys } from '#client/lib/query-keys';
import { refreshAfterCheckIn } from './refresh-after-check-in';

/** PATCH /api/check-ins/:id: the person's own check-in. */
export function useUpdateCheckIn(challengeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.checkIns.updateIn(challengeId),
    mutationFn: ({ id, ...input }: UpdateCheckInInput & { id: string }) =>
      apiFetch<RecordedCheckIn>(`/check-ins/${encodeURIComponent(id)}`, { method: 'PATCH', body: input }),
    onSuccess: () => refreshAfterCheckIn(queryClient, challengeId),
  });
}
