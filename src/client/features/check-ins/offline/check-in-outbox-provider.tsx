import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import type { RecordedCheckIn } from '#shared/check-ins/check-ins.types';
import { apiFetch, messageOf } from '#client/lib/api-client';
import { deviceToday } from '#client/lib/device-today';
import { showToast } from '#client/lib/toast';
import { refreshAfterCheckIn } from '../api/refresh-after-check-in';
import { checkInDateLabel } from '../utils/check-in-date-label';
import { checkInRewardTitle } from '../utils/check-in-reward';
import { type CheckInOutbox, CheckInOutboxContext, pendingCheckInsQuery } from './check-in-outbox-context';
import { forgetPendingCheckIn, keepPendingCheckIn, type PendingCheckIn, pendingCheckInsOf } from './outbox';
import { replayPendingCheckIns } from './replay-pending-check-ins';

const sendAgain = (checkIn: PendingCheckIn) =>
  apiFetch<RecordedCheckIn>(`/challenges/${encodeURIComponent(checkIn.challengeId)}/check-ins`, {
    method: 'POST',
    body: { date: checkIn.date, ...checkIn.answer, clientId: checkIn.clientId },
  });

// the device's today (its own zone): the day the check-in was made for is said as it was on the card. Intl, not dayjs:
// the dashboard would load dayjs for this one date
const dateLabelOf = (checkIn: PendingCheckIn) => checkInDateLabel(checkIn.date, deviceToday());

/**
 * The signed-in person's check-ins waiting on this device (decision 030): kept for the screens (which read them with
 * usePendingCheckIns), and sent again whenever the connection may be back — at start (the app reopened), on the
 * browser's 'online' event and when the tab is shown again. Only `userId`'s are ever sent: the server would record them as whoever is signed in.
 */
export function CheckInOutboxProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const isReplaying = useRef(false);

  const replay = useCallback(async () => {
    if (isReplaying.current) return;
    isReplaying.current = true;
    try {
      const waiting = await pendingCheckInsOf(userId);
      await replayPendingCheckIns(waiting, {
        send: sendAgain,
        forget: forgetPendingCheckIn,
        onSynced: (checkIn, answer) => {
          void refreshAfterCheckIn(queryClient, checkIn.challengeId);
          const dateLabel = dateLabelOf(checkIn);
          showToast({
            kind: 'success',
            title: checkInRewardTitle(i18n, answer),
            message:
              dateLabel === 'today'
                ? t`Check-in recorded successfully for today!`
                : t`Check-in recorded successfully for ${dateLabel}!`,
          });
        },
        onRefused: (checkIn, error) => {
          // the check-in the person believed saved is gone: say so, with the server's reason
          void refreshAfterCheckIn(queryClient, checkIn.challengeId);
          const { challengeTitle } = checkIn;
          const dateLabel = dateLabelOf(checkIn);
          showToast({
            kind: 'error',
            title:
              dateLabel === 'today'
                ? t`${challengeTitle}: not saved for today`
                : t`${challengeTitle}: not saved for ${dateLabel}`,
            message: messageOf(error, t`Failed to record check-in. Please try again.`),
          });
        },
      });
    } catch {
      // IndexedDB out of reach (a private window, storage cleared): nothing can be waiting in it
    } finally {
      isReplaying.current = false;
      await queryClient.invalidateQueries({ queryKey: pendingCheckInsQuery(userId).queryKey });
    }
  }, [queryClient, userId, t, i18n]);

  useEffect(() => {
    void replay();
    const replayWhenShown = () => {
      if (document.visibilityState === 'visible') void replay();
    };
    window.addEventListener('online', replay);
    document.addEventListener('visibilitychange', replayWhenShown);
    return () => {
      window.removeEventListener('online', replay);
      document.removeEventListener('visibilitychange', replayWhenShown);
    };
  }, [replay]);

  const outbox = useMemo<CheckInOutbox>(
    () => ({
      userId,
      keep: async (checkIn) => {
        await keepPendingCheckIn({ ...checkIn, userId, savedAt: new Date().toISOString() });
        // the list as the device now has it, in the cache before the tap's write is answered (its row then reads it
        // from here, not from the write). Not by invalidating: a read another caller started (a replay ending) would
        // cancel that one's and land with the list as it was, and the row would flash 'Not yet' until it came again
        const { queryKey } = pendingCheckInsQuery(userId);
        await queryClient.cancelQueries({ queryKey });
        queryClient.setQueryData(queryKey, await pendingCheckInsOf(userId));
      },
    }),
    [queryClient, userId],
  );
  return <CheckInOutboxContext.Provider value={outbox}>{children}</CheckInOutboxContext.Provider>;
}
