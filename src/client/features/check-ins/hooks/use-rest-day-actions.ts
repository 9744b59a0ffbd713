import { useLingui } from '@lingui/react/macro';
import {
  REST_DAY_FAILED_MESSAGE,
  REST_DAY_TAKEN_BACK_MESSAGE,
  REST_DAY_TAKEN_MESSAGE,
} from '#shared/check-ins/rest-days';
import type { CalendarDate } from '#shared/domain/calendar-date';
import { streakLabel } from '#shared/domain/streak';
import { useOptimisticWrite } from '#client/hooks/use-optimistic-write';
import { showToast } from '#client/lib/toast';
import { useDeleteCheckIn } from '../api/delete-check-in';
import { useDeclareRestDay } from '../api/declare-rest-day';

/**
 * Declare a rest day, or take one back, with their toasts (product-rules.md#rest-days); each resolves to whether it
 * worked. Both show at once (decision 065): `declaringDate` is the day being declared and `takingBackId` the rest day
 * being taken back while the server has not answered; a refusal puts the row back with the server's reason. The
 * declaration's toast is titled with the streak it keeps.
 */
export function useRestDayActions(challengeId: string) {
  const { t, i18n } = useLingui();
  const declaration = useOptimisticWrite(useDeclareRestDay(challengeId), i18n._(REST_DAY_FAILED_MESSAGE));
  const takingBack = useOptimisticWrite(
    useDeleteCheckIn(challengeId),
    t`Failed to take the rest day back. Please try again.`,
  );

  async function declare(date: CalendarDate): Promise<boolean> {
    const declared = await declaration.write({ date });
    if (!declared) return false;
    const streak = streakLabel(i18n, declared.answer.currentStreak);
    showToast({ kind: 'success', title: streak ?? undefined, message: i18n._(REST_DAY_TAKEN_MESSAGE) });
    return true;
  }

  async function takeBack(id: string): Promise<boolean> {
    if (!(await takingBack.write(id))) return false;
    showToast({ kind: 'success', message: i18n._(REST_DAY_TAKEN_BACK_MESSAGE) });
    return true;
  }

  return {
    declare,
    takeBack,
    declaringDate: declaration.pending?.date ?? null,
    takingBackId: takingBack.pending ?? null,
  };
}
