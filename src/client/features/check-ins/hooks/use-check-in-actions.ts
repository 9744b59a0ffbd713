import type { CheckIn, RecordedCheckIn } from '../../../../shared/challenges/challenges.types';
import type { CalendarDate } from '../../../../shared/domain/calendar-date';
import { showToast } from '../../../lib/toast';
import { useRecordCheckIn } from '../api/record-check-in';
import { useUpdateCheckIn } from '../api/update-check-in';
import type { CheckInAnswer } from '../components/check-in-form';
import { celebrateMilestone } from '../utils/celebrate-milestone';
import { checkInFailureMessage } from '../utils/check-in-failure';
import { checkInRewardTitle } from '../utils/check-in-reward';

/** A milestone just reached is celebrated as soon as the answer arrives (decision 024). */
function rewarded(checkIn: RecordedCheckIn): RecordedCheckIn {
  // a celebration that cannot load (offline) is no failure of the check-in
  if (checkIn.milestone) celebrateMilestone(checkIn.milestone).catch(() => undefined);
  return checkIn;
}

/**
 * Record and update a check-in, each with the toasts of spec §8; each resolves to whether it worked. A recorded or
 * edited check-in's toast is titled with the streak or the milestone it reached. Deleting has its Undo:
 * use-delete-check-in-with-undo.ts.
 */
export function useCheckInActions(challengeId: string) {
  const recordCheckIn = useRecordCheckIn(challengeId);
  const updateCheckIn = useUpdateCheckIn(challengeId);

  async function attempt<T>(
    action: () => Promise<T>,
    success: string,
    failure: string,
    titleOf?: (result: T) => string | undefined,
  ): Promise<boolean> {
    let result: T;
    try {
      result = await action();
    } catch (error) {
      showToast({ kind: 'error', message: checkInFailureMessage(error, failure) });
      return false;
    }
    showToast({ kind: 'success', title: titleOf?.(result), message: success });
    return true;
  }

  return {
    /** `dateLabel` is 'today' or the date as shown ('Jan 5, 2025') */
    record: (date: CalendarDate, dateLabel: string, answer: CheckInAnswer) =>
      attempt(
        () => recordCheckIn.mutateAsync({ date, ...answer }).then(rewarded),
        `Check-in recorded successfully for ${dateLabel}!`,
        'Failed to record check-in. Please try again.',
        checkInRewardTitle,
      ),
    update: (checkIn: CheckIn, answer: CheckInAnswer) =>
      attempt(
        () => updateCheckIn.mutateAsync({ id: checkIn.id, ...answer }).then(rewarded),
        'Check-in updated successfully!',
        'Failed to update check-in. Please try again.',
        checkInRewardTitle,
      ),
    isRecording: recordCheckIn.isPending,
    isUpdating: updateCheckIn.isPending,
  };
}
