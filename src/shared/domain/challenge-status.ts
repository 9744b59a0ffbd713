import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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

/**
 * One challenge's status as its badge says it (product-rules.md#challenges-list), shown with `i18n._(…)`; a context of
 * its own, since a language may word one challenge's state unlike a list's tab or a forum post's status.
 */
export const statusLabels: Record<ChallengeStatus, MessageDescriptor> = {
  upcoming: msg({ message: 'Starting Soon', context: 'challenge status' }),
  active: msg({ message: 'In Progress', context: 'challenge status' }),
  completed: msg({ message: 'Completed', context: 'challenge status' }),
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
