import type { CalendarDate } from '../domain/calendar-date';
import type { CheckInMilestone } from '../domain/streak';
import type { CheerSummary } from '../cheers/cheers.types';
import type { PersonSummary } from '../users/users.types';

// The JSON src/server/features/check-ins answers with. Dates are 'yyyy-MM-dd'; instants are ISO strings.

/** A day is a check-in or a declared rest day, never both (decision 039). */
export type CheckInKind = 'check_in' | 'rest';

export interface CheckIn {
  id: string;
  challengeId: string;
  userId: string;
  date: CalendarDate;
  /** 'rest': a declared rest day, which neither succeeds nor fails (met is false, no step count) */
  kind: CheckInKind;
  met: boolean;
  stepCount: number | null;
  targetSteps: number | null;
  percentage: number | null;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
  /** more than 7 days before today (product-rules.md#check-in-windows) */
  isOld: boolean;
  /** outside the challenge's dates (product-rules.md#check-in-windows) */
  isOutsideChallenge: boolean;
  /** recorded more than a day after its date, from its stored created_at (product-rules.md#logged-late) */
  isLoggedLate: boolean;
  /** the organizer's flag, or null (product-rules.md#flagged-check-ins) */
  flag: CheckInFlag | null;
}

/** The organizer flagged the check-in as questionable; it changes no score (decision 040). */
export interface CheckInFlag {
  flaggedAt: string;
  /** the organizer's reason, for the person concerned and the organizer; null for everyone else or when none */
  reason: string | null;
}

/**
 * POST /api/challenges/:id/check-ins and PATCH /api/check-ins/:id: the check-in and what it earned (decision 024).
 */
export interface RecordedCheckIn extends CheckIn {
  /** the streak the person is on after this write, seen on their check-in day for today */
  currentStreak: number;
  /** the milestone this write has just reached, if any */
  milestone: CheckInMilestone | null;
}

/** A check-in as the recent lists show it, with who and which challenge. */
export interface RecentCheckIn extends CheckIn {
  person: PersonSummary;
  challengeTitle: string;
  /** who cheered it, and whether the viewer did or may (product-rules.md#cheers) */
  cheers: CheerSummary;
}

/** POST /api/challenges/:id/rest-days: the rest day, the streak it keeps and the budget left (decision 039). */
export interface DeclaredRestDay extends CheckIn {
  /** the streak the person is on, seen on their check-in day for today */
  currentStreak: number;
  restDaysUsed: number;
  restDayBudget: number;
}
