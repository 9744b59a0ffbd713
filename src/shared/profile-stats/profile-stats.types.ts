// The JSON src/server/features/profile-stats answers with.

import type { CalendarDate } from '#shared/domain/calendar-date';
import type { DayTally } from '#shared/domain/overall-streak';

export interface Achievement {
  id: 'first-day' | 'one-week' | 'challenger' | 'sugar-hunter';
  title: string;
  description: string;
  earned: boolean;
}

/** GET /api/profile/stats */
export interface ProfileStats {
  totalChallenges: number;
  activeChallenges: number;
  completedChallenges: number;
  /** overall success rate, percent */
  successRate: number;
  successfulDays: number;
  achievements: Achievement[];
  year: CheckInYear;
}

/**
 * The year heatmap (product-rules.md#your-year, decision 043): every day from `from` (a Sunday, 53 weeks back) to
 * `to` (the person's today) is a cell; `days` lists, oldest first, only the days holding a check-in or a rest day,
 * with their counts across all of the person's challenges (a day's state: dayStateOf in shared/domain).
 */
export interface CheckInYear {
  from: CalendarDate;
  to: CalendarDate;
  days: DayTally[];
  /** consecutive days with a met check-in in any challenge, up to today or yesterday (overallStreak) */
  overallStreak: number;
}
