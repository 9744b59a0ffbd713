import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

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

// no zod here: screens that only name a type (the dashboard's board title) need not load the validation library
export type ChallengeType = (typeof challengeTypes)[number];

interface ChallengeTypeInfo {
  label: MessageDescriptor;
  leaderboardTitle: MessageDescriptor;
}

// step_count has no name or title in product-rules.md#challenge-types; ours are recorded in docs/decisions. Shown
// with `i18n._(…)` in the reader's language.
export const challengeTypeInfo: Record<ChallengeType, ChallengeTypeInfo> = {
  sugar_free: { label: msg`Sugar Free`, leaderboardTitle: msg`Sugar-Free Champions` },
  sleep_early: { label: msg`Sleep Early`, leaderboardTitle: msg`Early Birds` },
  high_protein_breakfast: { label: msg`High Protein Breakfast`, leaderboardTitle: msg`Protein Power` },
  exercise: { label: msg`Exercise`, leaderboardTitle: msg`Fitness Leaders` },
  intermittent_fasting: { label: msg`Intermittent Fasting`, leaderboardTitle: msg`Fasting Heroes` },
  fiber_intake: { label: msg`Fiber Intake`, leaderboardTitle: msg`Fiber Champions` },
  step_count: { label: msg`Step Count`, leaderboardTitle: msg`Step Masters` },
  custom: { label: msg`Custom Challenge`, leaderboardTitle: msg`Challenge Leaders` },
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
