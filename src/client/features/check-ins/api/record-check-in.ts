import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordCheckInInput } from '#shared/check-ins/check-ins.schemas';
import type { RecordedCheckIn } from '#shared/check-ins/check-ins.types';
import { apiFetch } from '#client/lib/api-client';
import { mutationKeys } from '#client/lib/query-keys';
import { refreshAfterCheckIn } from './refresh-after-check-in';

/** POST /api/challenges/:id/check-ins: one per person, challenge and date; a replay of its clientId answers it. */
export function useRecordCheckIn(challengeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.checkIns.recordIn(challengeId),
    mutationFn: (input: RecordCheckInInput) =>
      apiFetch<RecordedCheckIn>(`/challenges/${encodeURIComponent(challengeId)}/check-ins`, {
        method: 'POST',
        body: input,
      }),
    // fail at once when offline rather than wait paused: the check-in is then kept on the device (decision 030)
    networkMode: 'always',
    onSuccess: () => refreshAfterCheckIn(queryClient, challengeId),
  });
}
