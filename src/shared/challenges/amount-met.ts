import type { AmountGoal } from './daily-goal';

/**
 * Whether a day's `amount` meets the goal: at least the target, or at most it (decision 082). A module of its own: the
 * dashboard's Today rows judge an amount on the tap without loading the goal model and its unit list.
 */
export const isAmountMet = (amount: number, goal: Pick<AmountGoal, 'target' | 'direction'>) =>
  goal.direction === 'at_most' ? amount <= goal.target : amount >= goal.target;
