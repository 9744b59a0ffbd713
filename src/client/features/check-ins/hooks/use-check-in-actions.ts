import type { CheckIn, RecordedCheckIn } from '#shared/check-ins/check-ins.types';
import type { CalendarDate } from '#shared/domain/calendar-date';
import { showToast } from '#client/lib/toast';
import { useRecordCheckIn } from '../api/record-check-in';
import { useUpdateCheckIn } from '../api/update-check-in';
import type { CheckInAnswer } from '../utils/check-in-answer';
import { useCheckInOutbox } from '../offline/check-in-outbox-context';
import { isWorthKeeping } from '../offline/replay-pending-check-ins';
import { celebrateMilestone } from '../utils/celebrate-milestone';
import { checkInRewardTitle } from '../utils/check-in-reward';
import { messageOf } from '#client/lib/api-client';

/** A milestone just reached is celebrated as soon as the answer arrives (decision 024). */
function rewarded(checkIn: RecordedCheckIn): RecordedCheckIn {
  // a celebration that cannot load (offline) is no failure of the check-in
  if (checkIn.milestone) celebrateMilestone(checkIn.milestone).catch(() => undefined);
  return checkIn;
}

/** The toast of a check-in kept on the device until the server can be reached (decision 030). */
export const SAVED_ON_DEVICE_MESSAGE = 'Saved on this device, will sync';

/**
 * Record and update a check-in, each with the toasts of product-rules.md#recording-a-check-in; each resolves to
 * whether it worked. A recorded or edited check-in's toast is titled with the streak or the milestone it reached. A
 * new check-in that cannot reach the server is kept on the device and sent again later (offline/), which counts as
 * worked. Deleting has its Undo: use-delete-check-in-with-undo.ts.
 */
export function useCheckInActions(challengeId: string, challengeTitle: string) {
  const recordCheckIn = useRecordCheckIn(challengeId);
  const updateCheckIn = useUpdateCheckIn(challengeId);
  const outbox = useCheckInOutbox();

  async function attempt<T>(
    action: () => Promise<T>,
    success: string,
    failure: string,
    titleOf?: (result: T) => string | undefined,
    keepForLater?: () => Promise<void>,
  ): Promise<boolean> {
    let result: T;
    try {
      result = await action();
    } catch (error) {
      if (keepForLater && isWorthKeeping(error) && (await kept(keepForLater))) {
        showToast({ kind: 'info', message: SAVED_ON_DEVICE_MESSAGE });
        return true;
      }
      showToast({ kind: 'error', message: messageOf(error, failure) });
      return false;
    }
    showToast({ kind: 'success', title: titleOf?.(result), message: success });
    return true;
  }

  function record(date: CalendarDate, dateLabel: string, answer: CheckInAnswer) {
    // the id travels from the first attempt, so the server answers a replay with the check-in it may have made
    const clientId = crypto.randomUUID();
    const keep = outbox.keep;
    return attempt(
      () => recordCheckIn.mutateAsync({ date, ...answer, clientId }).then(rewarded),
      `Check-in recorded successfully for ${dateLabel}!`,
      'Failed to record check-in. Please try again.',
      checkInRewardTitle,
      keep ? () => keep({ clientId, challengeId, challengeTitle, date, answer }) : undefined,
    );
  }

  return {
    /** `dateLabel` is 'today' or the date as shown ('Jan 5, 2025') */
    record,
    update: (checkIn: CheckIn, answer: CheckInAnswer) =>
      attempt(
        () => updateCheckIn.mutateAsync({ id: checkIn.id, ...answer }).then(rewarded),
        'Check-in updated successfully!',
        'Failed to update check-in. Please try again.',
        checkInRewardTitle,
      ),
    isRecording: recordCheckIn.isPending,
    /** the check-in on its way to the server, shown at once (decision 065); only `record` sends on this mutation */
    recording: recordCheckIn.isPending
      ? (recordCheckIn.variables as { date: CalendarDate } & CheckInAnswer)
      : undefined,
    isUpdating: updateCheckIn.isPending,
  };
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
