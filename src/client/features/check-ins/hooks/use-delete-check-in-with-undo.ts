import { useLingui } from '@lingui/react/macro';
import type { RecordCheckInInput } from '#shared/check-ins/check-ins.schemas';
import type { CheckIn } from '#shared/check-ins/check-ins.types';
import { hideToast, showToast } from '#client/lib/toast';
import { useDeleteCheckIn } from '../api/delete-check-in';
import { useRecordCheckIn } from '../api/record-check-in';
import { messageOf } from '#client/lib/api-client';

/** What records the deleted check-in again: its day, its answer (met, or the steps a step challenge counts) and notes. */
function recordInputOf(checkIn: CheckIn): RecordCheckInInput {
  const answer = checkIn.stepCount !== null ? { stepCount: checkIn.stepCount } : { met: checkIn.met };
  return { date: checkIn.date, ...answer, notes: checkIn.notes };
}

/**
 * Delete a check-in with the toast of product-rules.md#recording-a-check-in and an Undo beside it, since one tap
 * takes the answer and its note: Undo records the same check-in again. An Undo the server refuses (say, the day's
 * window closed meanwhile) says why.
 */
export function useDeleteCheckInWithUndo(challengeId: string) {
  const { t } = useLingui();
  const deleteCheckIn = useDeleteCheckIn(challengeId);
  const recordCheckIn = useRecordCheckIn(challengeId);

  async function restore(checkIn: CheckIn) {
    try {
      await recordCheckIn.mutateAsync(recordInputOf(checkIn));
    } catch (error) {
      showToast({
        kind: 'error',
        message: messageOf(error, t`Failed to restore check-in. Please try again.`),
      });
      return;
    }
    showToast({ kind: 'success', message: t`Check-in restored.` });
  }

  /** Resolves to whether the check-in was deleted. */
  async function remove(checkIn: CheckIn): Promise<boolean> {
    try {
      await deleteCheckIn.mutateAsync(checkIn.id);
    } catch (error) {
      showToast({
        kind: 'error',
        message: messageOf(error, t`Failed to delete check-in. Please try again.`),
      });
      return false;
    }
    const toastId = showToast({
      kind: 'success',
      message: t`Check-in deleted successfully!`,
      action: {
        label: t`Undo`,
        onClick: () => {
          hideToast(toastId);
          void restore(checkIn);
        },
      },
    });
    return true;
  }

  return { remove, isDeleting: deleteCheckIn.isPending };
}
