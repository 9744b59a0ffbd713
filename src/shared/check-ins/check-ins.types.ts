import type { CalendarDate } from '../domain/calendar-date';
import type { CheckInMilestone } from '../domain/streak';
import type { CheerSummary } from '../cheers/cheers.types';
import type { PersonSummary } from '../users/users.types';

// The JSON src/server/features/check-ins answers with. Dates are 'yyyy-MM-dd'; instants are ISO strings.

export interface CheckIn {
  id: string;
  challengeId: string;
  userId: string;
  date: CalendarDate;
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
