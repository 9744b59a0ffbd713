// The JSON src/server/features/leaderboards answers with.

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
