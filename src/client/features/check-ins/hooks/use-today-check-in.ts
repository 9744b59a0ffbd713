import type { TodayEntry } from '#shared/dashboard/dashboard.types';
import type { CheckInAnswer } from '../utils/check-in-answer';
import { checkInDateLabel } from '../utils/check-in-date-label';
import { useCheckInActions } from './use-check-in-actions';
import { useTodayAnswers } from './use-today-answers';

/**
 * One-tap check-in from the dashboard's Today panel, optimistic: the row shows the answer while it is on its way (or
 * kept on this device while offline) and goes back if the server refuses (the toast says why) — all read from the
 * mutation cache and the device's outbox, as the panel's count is (use-today-answers.ts). The check-in, its toasts
 * and its reward are the challenge page's own (useCheckInActions); the row then shows the server's answer from the
 * refreshed dashboard.
 */
export function useTodayCheckIn(entry: TodayEntry) {
  const actions = useCheckInActions(entry.challengeId, entry.title);
  const { state, amount, isOnItsWay, isSavedOnDevice } = useTodayAnswers()(entry);
  const record = (answer: CheckInAnswer) =>
    actions.record(entry.date, checkInDateLabel(entry.date, entry.viewerToday), answer);
  const { checkIn } = entry;
  return {
    state,
    /** the day's amount of an amount goal, recorded or on its way (decision 082) */
    amount,
    /** waiting on this device for the connection */
    isSavedOnDevice,
    canCheckIn: entry.canCheckIn && !isOnItsWay,
    // a new check-in on its way counts in the group's line; a rest day is no check-in, a change already counted
    checkedIn: entry.group.checkedIn + (isOnItsWay && !checkIn && state !== 'rest' ? 1 : 0),
    checkIn: record,
    /**
     * the day's total of an amount goal: recorded, or the recorded check-in changed (its notes kept) — quietly: the
     * row shows the new total
     */
    saveAmount: (total: number) =>
      checkIn
        ? actions.update(checkIn, { amount: total, notes: checkIn.notes ?? '' }, { quiet: true })
        : record({ amount: total, notes: '' }),
    isSaving: actions.isRecording || actions.isUpdating,
  };
}
