import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AmountDirection } from '#shared/challenges/daily-goal';

export interface StandardStanding {
  successfulDays: number;
  successRate: number;
  bestStreak: number;
}

/** Successful days descending, then success rate, then best streak (product-rules.md#leaderboards). */
export function compareStandard(a: StandardStanding, b: StandardStanding): number {
  return b.successfulDays - a.successfulDays || b.successRate - a.successRate || b.bestStreak - a.bestStreak;
}

/** An amount goal's standing (decision 082): the standard one, then its total or its daily average. */
export interface AmountStanding extends StandardStanding {
  amountTotal: number;
  amountAverage: number;
}

/**
 * The standard order, then the higher total for 'at least', the lower daily average for 'at most' (decision 082):
 * the twin of the board's amount_rank.
 */
export function compareAmount(direction: AmountDirection) {
  return (a: AmountStanding, b: AmountStanding): number =>
    compareStandard(a, b) ||
    (direction === 'at_most' ? a.amountAverage - b.amountAverage : b.amountTotal - a.amountTotal);
}

export interface StepStanding {
  totalPercentage: number;
  averagePercentage: number;
}

/** Total points descending, then average percentage (product-rules.md#leaderboards). */
export function compareSteps(a: StepStanding, b: StepStanding): number {
  return b.totalPercentage - a.totalPercentage || b.averagePercentage - a.averagePercentage;
}

/**
 * The order of each board in words, shown under the board and the results podium (decision 061): a tie is broken by
 * the rule the comparators above apply, and what they cannot break is a shared place. Shown with `i18n._(…)`.
 */
export const RANKING_RULES: Record<'standard' | 'steps' | AmountDirection, MessageDescriptor> = {
  standard: msg`Ranked by days met, then score, then best streak. Equal results share a place.`,
  at_least: msg`Ranked by days met, then score, then best streak, then the higher total. Equal results share a place.`,
  at_most: msg`Ranked by days met, then score, then best streak, then the lower daily average. Equal results share a place.`,
  steps: msg`A day scores up to 100 points: 100 once the target is met, else the share of it walked. Ranked by points, then daily average. Equal results share a place.`,
};

/** Sorts and numbers 1, 2, 3…; equal entries keep their input order (a stable sort). */
export function rank<T>(entries: T[], compare: (a: T, b: T) => number): (T & { position: number })[] {
  return [...entries].sort(compare).map((entry, index) => ({ ...entry, position: index + 1 }));
}

/**
 * Positions of entries already sorted best first, where equal entries share a position (1, 2, 2, 4): the boards'
 * numbering, so a tie never depends on the order rows happen to come in, and the viewer's own position (1 + the
 * number of strictly better entries, counted in SQL) agrees with the top rows.
 */
export function sharedPositions<T>(sorted: T[], compare: (a: T, b: T) => number): number[] {
  const positions: number[] = [];
  sorted.forEach((entry, index) => {
    const tied = index > 0 && compare(sorted[index - 1]!, entry) === 0;
    positions.push(tied ? positions[index - 1]! : index + 1);
  });
  return positions;
}
