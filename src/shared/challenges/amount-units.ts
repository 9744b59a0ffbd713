import { MAX_STEP_COUNT } from '#shared/check-ins/check-in-limits';
import type { AmountUnit } from './daily-goal';

// What each unit of an amount goal allows (decision 082), apart from the goal's model: the screens that only read a
// goal (the dashboard's Today rows) do not load the table.

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

/** `value` rounded to the unit's decimals (a typed 1.234 hours is 1.23). */
export const roundedToUnit = (value: number, unit: AmountUnit) => {
  const factor = 10 ** UNIT_RULES[unit].decimals;
  return Math.round(value * factor) / factor;
};
