import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { type ChallengeType, defaultGoalConfig } from './challenge-types';
import { storedAmountGoal } from './daily-goal';

type GoalConfig = Record<string, unknown>;

/**
 * The goal settings a creator may choose, per type (product-rules.md#challenge-types): the rest of a goalConfig
 * (labels, the sugar_free marker) belongs to the type, and settings of other types are dropped so a config never
 * carries junk. Every type but step_count (whose goal is its steps) may count an amount (decision 082).
 */
const configurableKeys: Record<ChallengeType, readonly string[]> = {
  sugar_free: ['amount'],
  sleep_early: ['bedtime', 'amount'],
  high_protein_breakfast: ['amount'],
  exercise: ['amount'],
  intermittent_fasting: ['amount'],
  fiber_intake: ['amount'],
  step_count: ['target_steps'],
  custom: ['amount'],
};

/**
 * The goalConfig to store: `base` (the type's defaults on create, the stored config on edit) with the type's
 * configurable settings taken from what was sent.
 */
export function resolveGoalConfig(
  type: ChallengeType,
  sent: GoalConfig | undefined,
  base: GoalConfig = defaultGoalConfig(type),
): GoalConfig {
  const config: GoalConfig = { ...defaultGoalConfig(type), ...base };
  for (const key of configurableKeys[type]) {
    if (sent?.[key] !== undefined) config[key] = sent[key];
  }
  return config;
}

export const GOAL_KIND_LOCKED_MESSAGE = translatable(
  msg`Only the daily target can change once a challenge is created, not its unit or direction.`,
);

/**
 * Why an edit's goalConfig is refused, or null: an amount goal's unit and direction are what the challenge is, as its
 * type is (product-rules.md#editing-a-challenge), so an edit may change the daily target only — and a met-or-missed
 * goal stays one (decision 082).
 */
export function goalChangeRefusal(stored: GoalConfig, sent: GoalConfig | undefined): string | null {
  if (sent?.amount === undefined) return null;
  const before = storedAmountGoal(stored);
  const after = storedAmountGoal(sent);
  const isSameKind =
    before !== null &&
    after !== null &&
    before.unit === after.unit &&
    before.customUnit === after.customUnit &&
    before.direction === after.direction;
  return isSameKind ? null : GOAL_KIND_LOCKED_MESSAGE;
}
