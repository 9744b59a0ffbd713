import type { CheckIn } from '../../../../shared/challenges/challenges.types';
import type { CalendarDate } from '../../../../shared/domain/calendar-date';
import { showToast } from '../../../lib/toast';
import { useRecordCheckIn } from '../api/record-check-in';
import { useUpdateCheckIn } from '../api/update-check-in';
import type { CheckInAnswer } from '../components/check-in-form';
import { checkInFailureMessage } from '../utils/check-in-failure';

/**
 * Record and update a check-in, each with the toasts of spec §8; each resolves to whether it worked. Deleting has its
 * Undo: use-delete-check-in-with-undo.ts.
 */
export function useCheckInActions(challengeId: string) {
  const recordCheckIn = useRecordCheckIn(challengeId);
  const updateCheckIn = useUpdateCheckIn(challengeId);

  async function attempt(action: () => Promise<unknown>, success: string, failure: string): Promise<boolean> {
    try {
      await action();
    } catch (error) {
      showToast({ kind: 'error', message: checkInFailureMessage(error, failure) });
      return false;
    }
    showToast({ kind: 'success', message: success });
    return true;
  }

  return {
    /** `dateLabel` is 'today' or the date as shown ('Jan 5, 2025') */
    record: (date: CalendarDate, dateLabel: string, answer: CheckInAnswer) =>
      attempt(
        () => recordCheckIn.mutateAsync({ date, ...answer }),
        `Check-in recorded successfully for ${dateLabel}!`,
        'Failed to record check-in. Please try again.',
      ),
    update: (checkIn: CheckIn, answer: CheckInAnswer) =>
      attempt(
        () => updateCheckIn.mutateAsync({ id: checkIn.id, ...answer }),
        'Check-in updated successfully!',
        'Failed to update check-in. Please try again.',
      ),
    isRecording: recordCheckIn.isPending,
    isUpdating: updateCheckIn.isPending,
  };
}
