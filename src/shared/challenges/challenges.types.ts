import type { CalendarDate } from '../domain/calendar-date';
import type { ChallengeStatus } from '../domain/challenge-status';
import type { CheckInMilestone } from '../domain/streak';
import type { ChallengeType } from './challenge-types';

// The JSON the challenge API answers with: the contract between src/server/features/challenges|check-ins|
// leaderboards|dashboard and the client. Dates are 'yyyy-MM-dd'; instants are ISO strings.

export interface PersonSummary {
  id: string;
  name: string;
  avatar: string | null;
}

/** A challenge as lists and cards show it. `today` is the challenge's today, in its creator's timezone. */
export interface ChallengeSummary {
  id: string;
  title: string;
  description: string;
  challengeType: ChallengeType;
  startDate: CalendarDate;
  endDate: CalendarDate;
  status: ChallengeStatus;
  today: CalendarDate;
  organizer: PersonSummary | null;
  participantCount: number;
  maxParticipants: number;
  templateId: string | null;
}

/** GET /api/challenges/:id — any signed-in person with the link (a non-participant sees the join prompt). */
export interface ChallengeDetail extends ChallengeSummary {
  rules: string[];
  goalConfig: Record<string, unknown>;
  timezone: string;
  participants: PersonSummary[];
  progress: { daysPassed: number; totalDays: number; daysRemaining: number };
  viewer: {
    isOrganizer: boolean;
    isParticipant: boolean;
    /** the viewer's own today, in their timezone: no check-in may be later */
    today: CalendarDate;
    canCheckIn: boolean;
  };
  /** true once 7 days after the end date have passed (product-rules.md#check-in-windows) */
  isCheckInLocked: boolean;
  /**
   * the group it was created in (product-rules.md#group-challenges: the organizer's Group tab), null when not
   * group-linked
   */
  group: { id: string; name: string } | null;
}

/** GET /api/challenges/:id/public — the join page, also for signed-out visitors. */
export interface PublicChallenge {
  id: string;
  title: string;
  description: string;
  challengeType: ChallengeType;
  startDate: CalendarDate;
  endDate: CalendarDate;
  status: ChallengeStatus;
  participantCount: number;
  maxParticipants: number;
  isFull: boolean;
  /** who organizes it, by name only (null without one): the share link's "who invited you" */
  organizerName: string | null;
}

/** GET /api/challenges/templates */
export interface TemplateChallenge {
  id: string;
  title: string;
  description: string;
  challengeType: ChallengeType;
  rules: string[];
  goalConfig: Record<string, unknown>;
}

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
}

export interface StandardLeaderboardEntry {
  userId: string;
  userName: string;
  avatar: string | null;
  position: number;
  /** success rate, percent */
  score: number;
  /** best streak */
  streak: number;
  sugarFreeDays: number;
  totalDays: number;
}

export interface StepLeaderboardEntry {
  userId: string;
  name: string;
  avatar: string | null;
  position: number;
  totalPercentage: number;
  averagePercentage: number;
  daysCompleted: number;
  totalSteps: number;
}

/** GET /api/challenges/:id/leaderboard?limit=N — top entries plus the viewer's own, wherever it ranks. */
export type Leaderboard =
  | {
      challengeId: string;
      kind: 'standard';
      title: string;
      entries: StandardLeaderboardEntry[];
      viewerEntry: StandardLeaderboardEntry | null;
      totalEntries: number;
    }
  | {
      challengeId: string;
      kind: 'steps';
      title: string;
      entries: StepLeaderboardEntry[];
      viewerEntry: StepLeaderboardEntry | null;
      totalEntries: number;
    };

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
  /** how many participants have checked in for `date`, of how many */
  group: { checkedIn: number; participants: number };
}

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
}
