import { type ChallengeType, DEFAULT_TARGET_STEPS } from './challenge-types';

// A challenge's daily goal (decision 082): met or missed (yes/no), or an amount — a unit, a daily target and a
// direction, 'at least' (read 20 pages) or 'at most' (screen time under 2 hours). A step challenge's goal is the
// amount 'steps, at least target_steps' of product-rules.md#challenge-types; any other type may carry an amount in
// goalConfig.amount. No zod here: the Today row reads a goal without loading the validation library (decision 067).

export const AMOUNT_UNITS = [
  'minutes',
  'hours',
  'pages',
  'km',
  'miles',
  'glasses',
  'litres',
  'grams',
  'times',
  'steps',
  'custom',
] as const;
export type AmountUnit = (typeof AMOUNT_UNITS)[number];

export const AMOUNT_DIRECTIONS = ['at_least', 'at_most'] as const;
export type AmountDirection = (typeof AMOUNT_DIRECTIONS)[number];

/** A custom unit is a word the organizer types ('chapters', 'cups of coffee'). */
export const MAX_CUSTOM_UNIT_LENGTH = 24;

export interface AmountGoal {
  unit: AmountUnit;
  /** the organizer's word for a 'custom' unit; null for the listed units */
  customUnit: string | null;
  /** the day's target: at least or at most this much */
  target: number;
  direction: AmountDirection;
}

export type DailyGoal = { kind: 'yes_no' } | ({ kind: 'amount' } & AmountGoal);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The amount goal stored in a goalConfig (goalConfig.amount), or null when it has none or one of another shape. */
export function storedAmountGoal(goalConfig: Record<string, unknown>): AmountGoal | null {
  const amount = goalConfig.amount;
  if (!isRecord(amount)) return null;
  const { unit, customUnit, target, direction } = amount;
  if (!AMOUNT_UNITS.includes(unit as AmountUnit) || !AMOUNT_DIRECTIONS.includes(direction as AmountDirection))
    return null;
  if (typeof target !== 'number' || !(target > 0)) return null;
  return {
    unit: unit as AmountUnit,
    customUnit: unit === 'custom' && typeof customUnit === 'string' ? customUnit : null,
    target,
    direction: direction as AmountDirection,
  };
}

/** The daily step target a step day is measured against: the challenge's goalConfig, else the default. */
export function targetStepsOf(goalConfig: Record<string, unknown>): number {
  const configured = goalConfig.target_steps;
  return typeof configured === 'number' && configured > 0 ? configured : DEFAULT_TARGET_STEPS;
}

/** The challenge's daily goal: a step challenge's steps, else its stored amount, else met or missed. */
export function dailyGoalOf(challengeType: ChallengeType, goalConfig: Record<string, unknown>): DailyGoal {
  if (challengeType === 'step_count')
    return {
      kind: 'amount',
      unit: 'steps',
      customUnit: null,
      target: targetStepsOf(goalConfig),
      direction: 'at_least',
    };
  const amount = storedAmountGoal(goalConfig);
  return amount ? { kind: 'amount', ...amount } : { kind: 'yes_no' };
}

/**
 * The amount goal a board ranks by its total or average (decision 082): any type's stored amount but a step
 * challenge's, whose board has its own points (product-rules.md#leaderboards); null for the others.
 */
export function rankedAmountGoalOf(
  challengeType: ChallengeType,
  goalConfig: Record<string, unknown>,
): AmountGoal | null {
  return challengeType === 'step_count' ? null : storedAmountGoal(goalConfig);
}
