import type { AmountDirection } from '#shared/challenges/daily-goal';
import { isAmountMet } from '#shared/challenges/amount-met';
import { addDays, type CalendarDate } from './calendar-date';

/** The stored shape of a check-in's goal data (product-rules.md#scoring; an amount's: decision 082). */
export type GoalData =
  | { sugarFree: boolean; notes?: string | null }
  | { stepCount: number; targetSteps: number; percentage: number; notes?: string | null }
  | AmountGoalData;

/** An amount day's goal data: the amount, and the goal it was measured against when it was written. */
export interface AmountGoalData {
  amount: number;
  target: number;
  direction: AmountDirection;
  unit: string;
  notes?: string | null;
}

/** An amount day's goal data: the amount and its target are numbers. */
export function isAmountGoalData(goalData: unknown): goalData is AmountGoalData {
  if (typeof goalData !== 'object' || goalData === null) return false;
  const { amount, target } = goalData as { amount?: unknown; target?: unknown };
  return typeof amount === 'number' && typeof target === 'number';
}

/** A step day's goal data: both the count and the target it is measured against are numbers. */
export function isStepGoalData(goalData: unknown): goalData is Extract<GoalData, { stepCount: number }> {
  if (typeof goalData !== 'object' || goalData === null) return false;
  const { stepCount, targetSteps } = goalData as { stepCount?: unknown; targetSteps?: unknown };
  return typeof stepCount === 'number' && typeof targetSteps === 'number';
}

/**
 * A day is successful when goal_data.sugarFree is true, else the legacy sugar_free flag (product-rules.md#scoring); a
 * step day when its target is met; an amount day when it is at least, or at most, its target (decision 082).
 */
export function isSuccessfulDay(goalData: unknown, legacySugarFree: boolean): boolean {
  if (isStepGoalData(goalData)) return goalData.stepCount >= goalData.targetSteps;
  if (isAmountGoalData(goalData)) return isAmountMet(goalData.amount, goalData);
  const sugarFree = (goalData as { sugarFree?: unknown } | null)?.sugarFree;
  return typeof sugarFree === 'boolean' ? sugarFree : legacySugarFree;
}

/** round(successful days / days passed × 100), 0 before anything has passed (product-rules.md#scoring). */
export function successRate(successfulDays: number, daysPassed: number): number {
  // × 100 before dividing: exact halves stay exact, so this rounds as SQL's round() does on the same numbers
  return daysPassed > 0 ? Math.round((successfulDays * 100) / daysPassed) : 0;
}

/** 100 when the target is met, else round(steps / target × 100) capped at 100 (product-rules.md#scoring). */
export function stepPoints(stepCount: number, targetSteps: number): number {
  if (targetSteps <= 0 || stepCount >= targetSteps) return 100;
  return Math.min(100, Math.round((stepCount * 100) / targetSteps));
}

/**
 * Longest run of consecutive calendar days among `successfulDates` that lie within the challenge
 * (product-rules.md#scoring).
 */
export function bestStreak(
  successfulDates: Iterable<CalendarDate>,
  range?: { startDate: CalendarDate; endDate: CalendarDate },
): number {
  const dates = [...new Set(successfulDates)]
    .filter((date) => !range || (date >= range.startDate && date <= range.endDate))
    .sort();
  let best = 0;
  let run = 0;
  let previous: CalendarDate | undefined;
  for (const date of dates) {
    run = previous !== undefined && addDays(previous, 1) === date ? run + 1 : 1;
    best = Math.max(best, run);
    previous = date;
  }
  return best;
}

/**
 * Consecutive successful days ending at the most recent check-in (product-rules.md#scoring; shown as decision 024
 * says: #streaks-and-milestones).
 */
export function currentStreak(checkIns: { date: CalendarDate; successful: boolean }[]): number {
  const sorted = [...checkIns].sort((a, b) => (a.date < b.date ? 1 : -1));
  let streak = 0;
  let expected: CalendarDate | undefined;
  for (const checkIn of sorted) {
    if (!checkIn.successful || (expected !== undefined && checkIn.date !== expected)) break;
    streak += 1;
    expected = addDays(checkIn.date, -1);
  }
  return streak;
}
