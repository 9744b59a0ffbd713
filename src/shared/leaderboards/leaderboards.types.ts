import type { CheerSummary } from '../cheers/cheers.types';

// The JSON src/server/features/leaderboards answers with.

/** What marks an entry on either board (decision 039). */
export interface EntryMarks {
  /** 'joined day 6': the day of the challenge a late joiner joined on; null when their rate counts from the first day */
  joinedDay: number | null;
  /** rest days declared (product-rules.md#rest-days) */
  restDays: number;
}

/** A person's latest check-in in the viewed challenge, to cheer from the board (product-rules.md#cheers). */
export interface BoardCheckIn {
  id: string;
  date: string;
  cheers: CheerSummary;
}

export interface StandardLeaderboardEntry extends EntryMarks {
  userId: string;
  userName: string;
  avatar: string | null;
  position: number;
  /** success rate, percent */
  score: number;
  /** best streak */
  streak: number;
  sugarFreeDays: number;
  /** the days the rate is over: from the day they joined, without their rest days (decision 039) */
  totalDays: number;
  /** null for a row of another copy of the template, or someone without check-ins */
  latestCheckIn: BoardCheckIn | null;
}

export interface StepLeaderboardEntry extends EntryMarks {
  userId: string;
  name: string;
  avatar: string | null;
  position: number;
  totalPercentage: number;
  averagePercentage: number;
  daysCompleted: number;
  totalSteps: number;
  /** null for a row of another copy of the template, or someone without check-ins */
  latestCheckIn: BoardCheckIn | null;
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
