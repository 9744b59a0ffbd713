import { challengeDays } from '#shared/challenge-rounds/final-results';
import { dailyGoalOf } from '#shared/challenges/daily-goal';
import { displayName } from '#shared/domain/display-name';
import { isAmountGoalData, isStepGoalData, isSuccessfulDay } from '#shared/domain/scoring';
import type { AmountDay, AmountDays } from '#shared/leaderboards/amount-days.types';
import type { Actor, Deps } from '#server/app-env';
import { forbidden, notFound } from '#server/lib/domain-error';
import { challengeMessages } from '#server/features/challenges/challenge-messages';
import { challengeToday } from '#server/features/challenges/challenge-view';
import { leaderboardMessages } from './leaderboard-messages';
import { readAmountDays, type StoredDay } from './amount-days.queries';

/**
 * GET /challenges/:id/amount-days: each participant's days of an amount goal's challenge against its target (issue
 * 27), for whoever may read its board (404 for no challenge or a template, 403 for someone who does not take part,
 * as the board). One statement.
 */
export async function getAmountDays(deps: Deps, actor: Actor, challengeId: string): Promise<AmountDays> {
  const answer = await readAmountDays(deps.db, { challengeId, viewerId: actor.userId });
  if (answer.access === 'missing') throw notFound(challengeMessages.notFound);
  if (answer.access === 'forbidden') throw forbidden(leaderboardMessages.joinToSee);
  const today = challengeToday(answer, deps.clock.now());
  const goal = dailyGoalOf(answer.challengeType, answer.goalConfig);
  if (goal.kind !== 'amount') return { today, goal: null, people: [] };
  const { kind: _, ...amountGoal } = goal;
  const dates = challengeDays(answer.startDate, answer.endDate);
  return {
    today,
    goal: amountGoal,
    people: answer.people.map((person) => {
      const stored = new Map(person.days.map((day) => [day.date, day]));
      return {
        userId: person.userId,
        name: displayName(person, 'Unknown User'),
        avatar: person.avatar,
        countedFrom: person.countedFrom,
        days: dates.map((date) => dayOf(date, stored.get(date), amountGoal.target)),
      };
    }),
  };
}

/**
 * A day as the chart draws it: a check-in's amount and the target it kept (a step day's count and target), else
 * nothing against the challenge's target of now.
 */
function dayOf(date: string, stored: StoredDay | undefined, currentTarget: number): AmountDay {
  if (!stored || stored.kind === 'rest')
    return {
      date,
      amount: null,
      rest: stored?.kind === 'rest',
      target: currentTarget,
      met: null,
      synced: false,
    };
  const { goalData } = stored;
  const measured = isStepGoalData(goalData)
    ? { amount: goalData.stepCount, target: goalData.targetSteps }
    : isAmountGoalData(goalData)
      ? { amount: goalData.amount, target: goalData.target }
      : null;
  // goal data of another shape: never written for an amount goal, whose kind cannot change (decision 082)
  if (!measured) return { date, amount: null, rest: false, target: currentTarget, met: null, synced: false };
  return {
    date,
    ...measured,
    rest: false,
    met: isSuccessfulDay(goalData, stored.sugarFree),
    synced: stored.source === 'synced',
  };
}
