import type { ChallengeType } from '#shared/challenges/challenge-types';
import { dailyGoalOf } from '#shared/challenges/daily-goal';
import type { AmountHabit } from '#shared/profile-stats/profile-stats.types';

/** What one challenge of the person adds to their amount habits: its goal and their standing in it. */
export interface AmountStanding {
  challengeType: ChallengeType;
  goalConfig: Record<string, unknown>;
  successfulDays: number;
  totalCheckIns: number;
  /** an amount goal's total (0 on a step challenge, whose count is totalSteps) */
  amountTotal: number;
  totalSteps: number;
}

/**
 * The profile's amount habits (issue 27): the person's challenges with an amount goal (a step challenge's steps
 * too) that they checked in to, added up per unit, custom word and direction — most challenges first, then the
 * most days on target, then by unit.
 */
export function amountHabitsOf(standings: AmountStanding[]): AmountHabit[] {
  const habits = new Map<string, AmountHabit>();
  for (const standing of standings) {
    const goal = dailyGoalOf(standing.challengeType, standing.goalConfig);
    if (goal.kind !== 'amount' || standing.totalCheckIns === 0) continue;
    const { unit, customUnit, direction } = goal;
    const key = JSON.stringify([unit, customUnit, direction]);
    const habit = habits.get(key) ?? {
      unit,
      customUnit,
      direction,
      total: 0,
      daysOnTarget: 0,
      challenges: 0,
    };
    const total =
      standing.challengeType === 'step_count' ? standing.totalSteps : Number(standing.amountTotal);
    habits.set(key, {
      ...habit,
      total: Math.round((habit.total + total) * 100) / 100,
      daysOnTarget: habit.daysOnTarget + standing.successfulDays,
      challenges: habit.challenges + 1,
    });
  }
  // the key last: the standings come in no set order, and a tie must not swap places from one read to the next
  return [...habits.values()].sort(
    (a, b) =>
      b.challenges - a.challenges || b.daysOnTarget - a.daysOnTarget || keyOf(a).localeCompare(keyOf(b)),
  );
}

const keyOf = (habit: AmountHabit) => `${habit.unit}\n${habit.customUnit ?? ''}\n${habit.direction}`;
