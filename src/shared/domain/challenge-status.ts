import { type CalendarDate, daysBetween } from './calendar-date';

// Without zod, so the screens that show a status do not load the contracts' validation library (decision 067); its
// answer field is challengeStatusAnswer (answer-fields.ts).

/** A challenge's statuses; derived, never stored. */
export const CHALLENGE_STATUSES = ['upcoming', 'active', 'completed'] as const;
export type ChallengeStatus = (typeof CHALLENGE_STATUSES)[number];

export interface ChallengeDates {
  startDate: CalendarDate;
  endDate: CalendarDate;
}

/**
 * Derived from the dates and "today" in the challenge's zone, never stored
 * (product-rules.md#challenge-states-and-dates).
 */
export function challengeStatus(
  { startDate, endDate }: ChallengeDates,
  today: CalendarDate,
): ChallengeStatus {
  if (today < startDate) return 'upcoming';
  if (today > endDate) return 'completed';
  return 'active';
}

export const statusLabels: Record<ChallengeStatus, string> = {
  upcoming: 'Starting Soon',
  active: 'In Progress',
  completed: 'Completed',
};

/** end − start + 1 (product-rules.md#challenge-states-and-dates). */
export function totalDays({ startDate, endDate }: ChallengeDates): number {
  return daysBetween(startDate, endDate) + 1;
}

/**
 * Days from the start to the earlier of today and the end, inclusive; 0 before the start
 * (product-rules.md#challenge-states-and-dates).
 */
export function daysPassed({ startDate, endDate }: ChallengeDates, today: CalendarDate): number {
  if (today < startDate) return 0;
  const last = today < endDate ? today : endDate;
  return daysBetween(startDate, last) + 1;
}

export function daysRemaining(dates: ChallengeDates, today: CalendarDate): number {
  return totalDays(dates) - daysPassed(dates, today);
}
