import {
  REST_DAY_FAILED_MESSAGE,
  REST_DAY_TAKEN_BACK_MESSAGE,
  REST_DAY_TAKEN_MESSAGE,
} from '#shared/check-ins/rest-days';
import type { CalendarDate } from '#shared/domain/calendar-date';
import { streakLabel } from '#shared/domain/streak';
import { messageOf } from '#client/lib/api-client';
import { showToast } from '#client/lib/toast';
import { useDeleteCheckIn } from '../api/delete-check-in';
import { useDeclareRestDay } from '../api/declare-rest-day';

/**
 * Declare a rest day, or take one back, with their toasts (product-rules.md#rest-days); each resolves to whether it
 * worked. The declaration's toast is titled with the streak it keeps.
 */
export function useRestDayActions(challengeId: string) {
  const declareRestDay = useDeclareRestDay(challengeId);
  const deleteCheckIn = useDeleteCheckIn(challengeId);

  async function declare(date: CalendarDate): Promise<boolean> {
    try {
      const restDay = await declareRestDay.mutateAsync({ date });
      const streak = streakLabel(restDay.currentStreak);
      showToast({ kind: 'success', title: streak ?? undefined, message: REST_DAY_TAKEN_MESSAGE });
      return true;
    } catch (error) {
      showToast({ kind: 'error', message: messageOf(error, REST_DAY_FAILED_MESSAGE) });
      return false;
    }
  }

  async function takeBack(id: string): Promise<boolean> {
    try {
      await deleteCheckIn.mutateAsync(id);
      showToast({ kind: 'success', message: REST_DAY_TAKEN_BACK_MESSAGE });
      return true;
    } catch (error) {
      showToast({
        kind: 'error',
        message: messageOf(error, 'Failed to take the rest day back. Please try again.'),
      });
      return false;
    }
  }

  return {
    declare,
    takeBack,
    isDeclaring: declareRestDay.isPending,
    isTakingBack: deleteCheckIn.isPending,
  };
}
