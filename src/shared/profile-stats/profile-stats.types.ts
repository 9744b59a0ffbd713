// The JSON src/server/features/profile-stats answers with.

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
