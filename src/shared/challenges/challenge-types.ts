import { z } from 'zod';

/**
 * Challenge types of product-rules.md#challenge-types with their display names, leaderboard titles and default goal
 * configuration.
 */
export const challengeTypes = [
  'sugar_free',
  'sleep_early',
  'high_protein_breakfast',
  'exercise',
  'intermittent_fasting',
  'fiber_intake',
  'step_count',
  'custom',
] as const;

/** A challenge type as answers carry it (decision 059). */
export const challengeTypeAnswer = z.enum(challengeTypes);
export type ChallengeType = z.infer<typeof challengeTypeAnswer>;

interface ChallengeTypeInfo {
  label: string;
  leaderboardTitle: string;
}

// step_count has no name or title in product-rules.md#challenge-types; ours are recorded in docs/decisions.
export const challengeTypeInfo: Record<ChallengeType, ChallengeTypeInfo> = {
  sugar_free: { label: 'Sugar Free', leaderboardTitle: 'Sugar-Free Champions' },
  sleep_early: { label: 'Sleep Early', leaderboardTitle: 'Early Birds' },
  high_protein_breakfast: { label: 'High Protein Breakfast', leaderboardTitle: 'Protein Power' },
  exercise: { label: 'Exercise', leaderboardTitle: 'Fitness Leaders' },
  intermittent_fasting: { label: 'Intermittent Fasting', leaderboardTitle: 'Fasting Heroes' },
  fiber_intake: { label: 'Fiber Intake', leaderboardTitle: 'Fiber Champions' },
  step_count: { label: 'Step Count', leaderboardTitle: 'Step Masters' },
  custom: { label: 'Custom Challenge', leaderboardTitle: 'Challenge Leaders' },
};

export const DEFAULT_TARGET_STEPS = 30_000;
export const DEFAULT_BEDTIME = '22:30';

export function defaultGoalConfig(type: ChallengeType): Record<string, unknown> {
  switch (type) {
    case 'sugar_free':
      return { type: 'sugar_free', label: 'Sugar-Free Day' };
    case 'sleep_early':
      return { bedtime: DEFAULT_BEDTIME };
    case 'step_count':
      return { target_steps: DEFAULT_TARGET_STEPS, label: 'Daily Steps' };
    default:
      return {};
  }
}
