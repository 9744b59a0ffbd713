import { useState } from 'react';
import type { TodayEntry } from '#shared/dashboard/dashboard.types';
import type { CheckInAnswer } from '../utils/check-in-answer';
import { usePendingCheckIn } from '../offline/check-in-outbox-context';
import { checkInDateLabel } from '../utils/check-in-date-label';
import { todayStateOf } from '../utils/today-state';
import { useCheckInActions } from './use-check-in-actions';

/**
 * One-tap check-in from the dashboard's Today panel, optimistic: the row shows the answer at once and goes back if
 * the server refuses (the toast says why); one kept on the device while offline shows as saved there. The check-in, its toasts and its reward are the challenge page's own
 * (useCheckInActions); the row then shows the server's answer from the refreshed dashboard.
 */
export function useTodayCheckIn(entry: TodayEntry) {
  const actions = useCheckInActions(entry.challengeId, entry.title);
  const [pending, setPending] = useState<CheckInAnswer | null>(null);
  // kept on this device until the server can be reached: after a reload too, the row shows it (decision 030)
  const saved = usePendingCheckIn(entry.challengeId, entry.date);

  async function checkIn(answer: CheckInAnswer): Promise<boolean> {
    setPending(answer);
    const dateLabel = checkInDateLabel(entry.date, entry.viewerToday);
    const recorded = await actions.record(entry.date, dateLabel, answer);
    if (!recorded) setPending(null);
    return recorded;
  }

  const answered = pending ?? saved?.answer ?? null;
  const state = todayStateOf(entry, answered);
  const isOnItsWay = answered !== null && entry.checkIn === null;
  return {
    state,
    /** waiting on this device for the connection */
    isSavedOnDevice: saved !== undefined && entry.checkIn === null,
    canCheckIn: entry.canCheckIn && !isOnItsWay,
    checkedIn: entry.group.checkedIn + (isOnItsWay ? 1 : 0),
    checkIn,
    isSaving: actions.isRecording,
  };
}
