import type { TodayEntry } from '#shared/dashboard/dashboard.types';
import { isAmountMet } from '#shared/challenges/amount-met';
import type { CheckInAnswer } from './check-in-answer';

export type TodayState = 'met' | 'missed' | 'rest' | 'not-yet';

/**
 * What a Today row shows for its day: an answer on its way (tapped, kept on this device while offline, or an amount
 * added to the recorded check-in), else the server's check-in. The panel's 'N of M done' and its closing words count the same states, so the counter and
 * the rows never disagree (decision 061).
 */
export function todayStateOf(entry: TodayEntry, answered: CheckInAnswer | null): TodayState {
  if (entry.checkIn?.kind === 'rest') return 'rest';
  const met = answered ? isMet(answered, entry) : entry.checkIn ? entry.checkIn.met : null;
  if (met === false && isStillGrowing(entry)) return 'not-yet';
  return met === null ? 'not-yet' : met ? 'met' : 'missed';
}

/**
 * An 'at least' amount below its target on the person's today is on its way up, not missed: 5 of 20 pages at noon
 * reads 'Not yet' (decision 082). Steps keep the spec's met-or-missed on every count.
 */
const isStillGrowing = ({ dailyGoal, targetSteps, date, viewerToday }: TodayEntry) =>
  dailyGoal.kind === 'amount' &&
  targetSteps === null &&
  dailyGoal.direction === 'at_least' &&
  date === viewerToday;

const isMet = (answer: CheckInAnswer, { targetSteps, dailyGoal }: TodayEntry) => {
  if (targetSteps !== null) return (answer.stepCount ?? 0) >= targetSteps;
  if (dailyGoal.kind === 'amount') return isAmountMet(answer.amount ?? 0, dailyGoal);
  return answer.met === true;
};
