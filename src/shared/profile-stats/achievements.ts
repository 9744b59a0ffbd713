import type { Achievement } from './profile-stats.types';

export interface AchievementFacts {
  /** successful days across all of the person's challenges */
  successfulDays: number;
  /** challenges the person organizes or takes part in */
  totalChallenges: number;
  /** overall success rate, percent */
  successRate: number;
}

/** product-rules.md#achievements: every achievement, earned or not yet, so people see what to aim for. */
export function achievements({
  successfulDays,
  totalChallenges,
  successRate,
}: AchievementFacts): Achievement[] {
  return [
    {
      id: 'first-day',
      title: 'First Day',
      description: 'Complete your first successful day.',
      earned: successfulDays >= 1,
    },
    {
      id: 'one-week',
      title: 'One Week',
      description: 'Reach 7 successful days.',
      earned: successfulDays >= 7,
    },
    {
      id: 'challenger',
      title: 'Challenger',
      description: 'Take part in your first challenge.',
      earned: totalChallenges >= 1,
    },
    {
      id: 'sugar-hunter',
      title: 'Sugar Hunter',
      description: 'Keep an overall success rate of 80% or more.',
      earned: successRate >= 80,
    },
  ];
}
