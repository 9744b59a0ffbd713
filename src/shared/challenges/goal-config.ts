import { type ChallengeType, defaultGoalConfig } from './challenge-types';

type GoalConfig = Record<string, unknown>;

/**
 * The goal settings a creator may choose, per type (product-rules.md#challenge-types): the rest of a goalConfig
 * (labels, the sugar_free marker) belongs to the type, and settings of other types are dropped so a config never
 * carries junk.
 */
const configurableKeys: Partial<Record<ChallengeType, readonly string[]>> = {
  sleep_early: ['bedtime'],
  step_count: ['target_steps'],
};

/**
 * The goalConfig to store: `base` (the type's defaults on create, the stored config on edit) with the type's
 * configurable settings taken from what was sent; 'custom' is always empty.
 */
export function resolveGoalConfig(
  type: ChallengeType,
  sent: GoalConfig | undefined,
  base: GoalConfig = defaultGoalConfig(type),
): GoalConfig {
  const config: GoalConfig = { ...defaultGoalConfig(type), ...base };
  for (const key of configurableKeys[type] ?? []) {
    if (sent?.[key] !== undefined) config[key] = sent[key];
  }
  return config;
}
