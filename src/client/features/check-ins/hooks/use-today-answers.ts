import type { TodayEntry } from '#shared/dashboard/dashboard.types';
import { usePendingCheckIns } from '../offline/check-in-outbox-context';
import { type TodayState, todayStateOf } from '../utils/today-state';
import { useAnswersOnTheirWay } from './use-answers-on-their-way';

/** What a Today row shows for its day, with what the server does not have yet. */
export interface TodayAnswer {
  state: TodayState;
  /** the day's amount of an amount goal as shown: recorded, or on its way; null before any */
  amount: number | null;
  /** a check-in or rest day tapped, or a check-in kept on this device, that the server does not have yet */
  isOnItsWay: boolean;
  /** a check-in waiting on this device for the connection (decision 030) */
  isSavedOnDevice: boolean;
}

/**
 * Each Today row's answer for its day: the server's check-in, else one on its way — read from the mutation cache
 * (use-answers-on-their-way.ts) and from the check-ins kept on this device. The panel's 'N of M done' and every row
 * read this one source, so the count and the rows never disagree (decisions 061, 065).
 */
export function useTodayAnswers(): (entry: TodayEntry) => TodayAnswer {
  const answerOnItsWay = useAnswersOnTheirWay();
  const pending = usePendingCheckIns();
  return (entry) => {
    if (entry.checkIn) {
      // an amount added to during the day shows on the tap (decision 082)
      const changed = answerOnItsWay(entry.challengeId, entry.date, entry.checkIn.id);
      const added =
        changed !== undefined && changed !== 'rest' && changed.amount !== undefined ? changed : null;
      return {
        state: todayStateOf(entry, added),
        amount: added?.amount ?? entry.checkIn.amount,
        isOnItsWay: added !== null,
        isSavedOnDevice: false,
      };
    }
    const sent = answerOnItsWay(entry.challengeId, entry.date);
    if (sent === 'rest') return { state: 'rest', amount: null, isOnItsWay: true, isSavedOnDevice: false };
    const saved = pending.find((kept) => kept.challengeId === entry.challengeId && kept.date === entry.date);
    const answer = sent ?? saved?.answer ?? null;
    return {
      state: todayStateOf(entry, answer),
      amount: answer?.amount ?? null,
      isOnItsWay: answer !== null,
      isSavedOnDevice: saved !== undefined,
    };
  };
}
