import type { CalendarDate } from './calendar-date';
import type { ChallengeDates } from './challenge-status';
import { bestStreak, currentStreak, isStepGoalData, isSuccessfulDay, stepPoints } from './scoring';

/** What a standing is computed from: the stored columns of one check-in. */
export interface StoredCheckIn {
  date: CalendarDate;
  goalData: unknown;
  sugarFree: boolean;
}

/**
 * One participant's standing in one challenge: only what does not change with the passing of days (the success
 * rate depends on today, so a board derives it when read).
 */
export interface Standing {
  successfulDays: number;
  totalCheckIns: number;
  bestStreak: number;
  currentStreak: number;
  /** the sum of the per-day step points (product-rules.md#scoring) */
  stepPoints: number;
  totalSteps: number;
}

/**
 * The pure recompute of a standing from a person's check-ins in one challenge. Check-ins outside the challenge's
 * dates (possible after its dates were edited; they are flagged) do not count. `null`: nothing to rank.
 * The server keeps the same numbers in a table, computed in SQL; property tests assert the two agree.
 */
export function computeStanding(checkIns: StoredCheckIn[], dates: ChallengeDates): Standing | null {
  const counted = checkIns.filter(({ date }) => date >= dates.startDate && date <= dates.endDate);
  if (counted.length === 0) return null;
  const days = counted.map((checkIn) => ({
    date: checkIn.date,
    successful: isSuccessfulDay(checkIn.goalData, checkIn.sugarFree),
    steps: isStepGoalData(checkIn.goalData) ? checkIn.goalData : null,
  }));
  const successfulDates = days.filter((day) => day.successful).map((day) => day.date);
  return {
    successfulDays: successfulDates.length,
    totalCheckIns: days.length,
    bestStreak: bestStreak(successfulDates),
    currentStreak: currentStreak(days),
    stepPoints: sum(
      days.map((day) => (day.steps ? stepPoints(day.steps.stepCount, day.steps.targetSteps) : 0)),
    ),
    totalSteps: sum(days.map((day) => day.steps?.stepCount ?? 0)),
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
