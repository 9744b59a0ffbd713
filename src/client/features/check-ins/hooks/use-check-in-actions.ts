import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import type { CheckIn, RecordedCheckIn } from '#shared/check-ins/check-ins.types';
import type { CalendarDate } from '#shared/domain/calendar-date';
import { showToast } from '#client/lib/toast';
import { KEPT_ON_DEVICE, useRecordCheckIn } from '../api/record-check-in';
import { useUpdateCheckIn } from '../api/update-check-in';
import type { CheckInAnswer } from '../utils/check-in-answer';
import { useCheckInOutbox } from '../offline/check-in-outbox-context';
import { celebrateMilestone } from '../utils/celebrate-milestone';
import { checkInRewardTitle } from '../utils/check-in-reward';
import { messageOf } from '#client/lib/api-client';

/** A milestone just reached is celebrated as soon as the answer arrives (decision 024). */
function rewarded<Answer extends RecordedCheckIn | typeof KEPT_ON_DEVICE>(answer: Answer): Answer {
  // a celebration that cannot load (offline) is no failure of the check-in
  if (answer !== KEPT_ON_DEVICE && answer.milestone)
    celebrateMilestone(answer.milestone).catch(() => undefined);
  return answer;
}

/** The toast of a check-in kept on the device until the server can be reached (decision 030). */
export const SAVED_ON_DEVICE_MESSAGE = msg`Saved on this device, will sync`;

/** What recording sends: the day, the answer and the id the check-in keeps through replays (decision 030). */
type Recording = CheckInAnswer & { date: CalendarDate; clientId: string };

/**
 * Record and update a check-in, each with the toasts of product-rules.md#recording-a-check-in; each resolves to
 * whether it worked. A recorded or edited check-in's toast is titled with the streak or the milestone it reached. A
 * new check-in that cannot reach the server is kept on the device and sent again later (offline/), which counts as
 * worked. Deleting has its Undo: use-delete-check-in-with-undo.ts.
 */
export function useCheckInActions(challengeId: string, challengeTitle: string) {
  const { t, i18n } = useLingui();
  const { keep } = useCheckInOutbox();
  const recordCheckIn = useRecordCheckIn<Recording>(
    challengeId,
    keep
      ? ({ clientId, date, ...answer }) => keep({ clientId, challengeId, challengeTitle, date, answer })
      : undefined,
  );
  const updateCheckIn = useUpdateCheckIn(challengeId);

  async function attempt<T>(
    action: () => Promise<T>,
    failure: string,
    toastOf: (result: T) => Parameters<typeof showToast>[0] | null,
  ): Promise<boolean> {
    let result: T;
    try {
      result = await action();
    } catch (error) {
      showToast({ kind: 'error', message: messageOf(error, failure) });
      return false;
    }
    const toast = toastOf(result);
    if (toast) showToast(toast);
    return true;
  }

  // a second tap before the first one's mutation reaches the screen (TanStack notifies on the next task) sends
  // nothing: one check-in on its way at a time (decision 065)
  const isSending = useRef(false);

  async function record(date: CalendarDate, dateLabel: string, answer: CheckInAnswer) {
    if (isSending.current) return false;
    isSending.current = true;
    // the id travels from the first attempt, so the server answers a replay with the check-in it may have made
    const clientId = crypto.randomUUID();
    return attempt(
      () => recordCheckIn.mutateAsync({ date, ...answer, clientId }).then(rewarded),
      t`Failed to record check-in. Please try again.`,
      (recorded) =>
        recorded === KEPT_ON_DEVICE
          ? { kind: 'info', message: i18n._(SAVED_ON_DEVICE_MESSAGE) }
          : {
              kind: 'success',
              title: checkInRewardTitle(i18n, recorded),
              message:
                dateLabel === 'today'
                  ? t`Check-in recorded successfully for today!`
                  : t`Check-in recorded successfully for ${dateLabel}!`,
            },
    ).finally(() => {
      isSending.current = false;
    });
  }

  return {
    /** `dateLabel` is 'today' or the date as shown ('Jan 5, 2025') */
    record,
    /**
     * `quiet`: no toast when it worked — for an amount added to the day (+5 pages), whose new total the row itself
     * shows and announces; a toast on every tap was noise. A refusal still says why; a milestone is still celebrated.
     */
    update: (checkIn: CheckIn, answer: CheckInAnswer, { quiet = false } = {}) =>
      attempt(
        () => updateCheckIn.mutateAsync({ id: checkIn.id, ...answer }).then(rewarded),
        t`Failed to update check-in. Please try again.`,
        (updated) =>
          quiet
            ? null
            : {
                kind: 'success',
                title: checkInRewardTitle(i18n, updated),
                message: t`Check-in updated successfully!`,
              },
      ),
    isRecording: recordCheckIn.isPending,
    /** the check-in on its way to the server, shown at once (decision 065); only `record` sends on this mutation */
    recording: recordCheckIn.isPending ? recordCheckIn.variables : undefined,
    isUpdating: updateCheckIn.isPending,
  };
}
