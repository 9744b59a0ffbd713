import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordCheckInInput } from '#shared/check-ins/check-ins.schemas';
import type { RecordedCheckIn } from '#shared/check-ins/check-ins.types';
import { apiFetch } from '#client/lib/api-client';
import { mutationKeys } from '#client/lib/query-keys';
import { isWorthKeeping } from '../offline/replay-pending-check-ins';
import { refreshAfterCheckIn } from './refresh-after-check-in';

/** What recording answers instead of the check-in when the server was out of reach and the device kept it. */
export const KEPT_ON_DEVICE = 'kept-on-device';

/**
 * POST /api/challenges/:id/check-ins: one per person, challenge and date; a replay of its clientId answers it.
 * With `keepOnDevice`, a check-in the server could not be reached for is kept on the device (decision 030) inside the
 * write: it stays on its way in the mutation cache until the device has it, so what draws it from there (the Today
 * rows and their count, the check-in card) never shows the day as not done in between.
 */
export function useRecordCheckIn<Input extends RecordCheckInInput = RecordCheckInInput>(
  challengeId: string,
  keepOnDevice?: (input: Input) => Promise<void>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: mutationKeys.checkIns.recordIn(challengeId),
    mutationFn: async (input: Input): Promise<RecordedCheckIn | typeof KEPT_ON_DEVICE> => {
      try {
        return await apiFetch<RecordedCheckIn>(`/challenges/${encodeURIComponent(challengeId)}/check-ins`, {
          method: 'POST',
          body: input,
        });
      } catch (error) {
        if (keepOnDevice && isWorthKeeping(error) && (await kept(() => keepOnDevice(input))))
          return KEPT_ON_DEVICE;
        throw error;
      }
    },
    // fail at once when offline rather than wait paused: the check-in is then kept on the device (decision 030)
    networkMode: 'always',
    // nothing to refresh while the server is out of reach: the replay refreshes once it has the check-in
    onSuccess: (answer) =>
      answer === KEPT_ON_DEVICE ? undefined : refreshAfterCheckIn(queryClient, challengeId),
  });
}

/** Whether the check-in could be kept on the device (IndexedDB can be out of reach, e.g. in a private window). */
async function kept(keep: () => Promise<void>): Promise<boolean> {
  try {
    await keep();
    return true;
  } catch {
    return false;
  }
}
