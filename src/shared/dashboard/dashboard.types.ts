import type { ChallengeSummary, TemplateChallenge } from '../challenges/challenges.types';
import type { ChallengeType } from '../challenges/challenge-types';
import type { CheckIn, RecentCheckIn } from '../check-ins/check-ins.types';
import type { CalendarDate } from '../domain/calendar-date';
import type { Leaderboard } from '../leaderboards/leaderboards.types';

// The JSON src/server/features/dashboard answers with. Dates are 'yyyy-MM-dd'.

/** GET /api/dashboard — the whole dashboard in one request. */
export interface Dashboard {
  active: ChallengeSummary[];
  upcoming: ChallengeSummary[];
  completed: ChallengeSummary[];
  templates: TemplateChallenge[];
  /** the active challenge with the nearest end date, top 3 (null without active challenges) */
  leaderboard: Leaderboard | null;
  recentCheckIns: RecentCheckIn[];
  /** the viewer's active challenges they take part in, as the Today panel shows them (decision 024) */
  today: TodayEntry[];
}

/** One active challenge on the dashboard's Today panel: the viewer's day in it and the group's. */
export interface TodayEntry {
  challengeId: string;
  title: string;
  challengeType: ChallengeType;
  /** the day the viewer checks in for now: their own today, capped at the end date (as the check-in card) */
  date: CalendarDate;
  /** the viewer's own today, in their timezone ('for today' or 'for Mar 14, 2026') */
  viewerToday: CalendarDate;
  /** the viewer's own check-in for that day */
  checkIn: CheckIn | null;
  /** a check-in for `date` would be accepted now */
  canCheckIn: boolean;
  /** step challenges: the daily target; else null */
  targetSteps: number | null;
  /** the streak the viewer is on */
  currentStreak: number;
  /** the viewer's rest days declared in the challenge, of its budget (product-rules.md#rest-days) */
  restDays: { used: number; budget: number };
  /**
   * how many participants have checked in for `date`, of how many; of the others' check-ins that day, how many
   * there are and how many the viewer has cheered (the group line's one tap: product-rules.md#cheers)
   */
  group: { checkedIn: number; participants: number; othersCheckedIn: number; cheeredByViewer: number };
}
