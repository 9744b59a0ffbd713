import { MAX_STEP_COUNT } from '#shared/check-ins/check-in-limits';
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

interface UnitRules {
  /** the most one day may hold: more is refused, as a step count above MAX_STEP_COUNT is */
  max: number;
  /** decimals a day's amount may have (0: whole numbers only) */
  decimals: number;
  /** what one tap of the quick steps adds on the Today panel and the check-in card */
  quickSteps: readonly number[];
}

/** Plausibility per unit (issue 27): a day can hold at most this much, typed in these steps. */
export const UNIT_RULES: Record<AmountUnit, UnitRules> = {
  minutes: { max: 1440, decimals: 0, quickSteps: [5, 15] },
  hours: { max: 24, decimals: 2, quickSteps: [0.5, 1] },
  pages: { max: 2000, decimals: 0, quickSteps: [5, 10] },
  km: { max: 500, decimals: 2, quickSteps: [1, 5] },
  miles: { max: 300, decimals: 2, quickSteps: [1, 3] },
  glasses: { max: 50, decimals: 0, quickSteps: [1] },
  litres: { max: 20, decimals: 2, quickSteps: [0.25, 0.5] },
  grams: { max: 10_000, decimals: 0, quickSteps: [5, 25] },
  times: { max: 1000, decimals: 0, quickSteps: [1] },
  steps: { max: MAX_STEP_COUNT, decimals: 0, quickSteps: [1000, 5000] },
  custom: { max: 100_000, decimals: 2, quickSteps: [1] },
};

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

/** Whether a day's `amount` meets the goal: at least the target, or at most it. */
export const isAmountMet = (amount: number, goal: Pick<AmountGoal, 'target' | 'direction'>) =>
  goal.direction === 'at_most' ? amount <= goal.target : amount >= goal.target;

/** `value` rounded to the unit's decimals (a typed 1.234 hours is 1.23). */
export const roundedToUnit = (value: number, unit: AmountUnit) => {
  const factor = 10 ** UNIT_RULES[unit].decimals;
  return Math.round(value * factor) / factor;
};
