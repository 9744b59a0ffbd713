import { msg } from '@lingui/core/macro';
import { decimalsMessage, hasDecimalsAtMost } from '#shared/challenges/challenges.schemas';
import type { ChallengeType } from '#shared/challenges/challenge-types';
import { type AmountGoal, dailyGoalOf } from '#shared/challenges/daily-goal';
import { isAmountMet } from '#shared/challenges/amount-met';
import { UNIT_RULES } from '#shared/challenges/amount-units';
import { needsStepCountConfirmation } from '#shared/check-ins/check-in-limits';
import { stepPoints } from '#shared/domain/scoring';
import { translatable } from '#shared/i18n/translatable';
import { badRequest, unprocessable } from '#server/lib/domain-error';
import { checkInMessages } from './check-in-messages';

// product-rules.md#recording-a-check-in: what a check-in stores for each kind of challenge.

export interface CheckInAnswer {
  met?: boolean;
  stepCount?: number;
  /** the day's amount for an amount goal; on a step challenge, its step count when stepCount is not sent */
  amount?: number;
  notes: string | null;
  /** the person confirmed a step count above the plausible bound (product-rules.md#plausible-step-counts) */
  confirmStepCount?: boolean;
}

export interface StoredGoal {
  goalData: Record<string, unknown>;
  sugarFree: boolean;
  notes: string | null;
}

interface ChallengeGoal {
  challengeType: ChallengeType;
  goalConfig: Record<string, unknown>;
}

/**
 * goal_data as product-rules.md#scoring stores it: {stepCount, targetSteps, percentage, notes} for step challenges
 * (the target from the challenge's goalConfig, met when reached), {amount, target, direction, unit, notes} for an
 * amount goal (decision 082: the day keeps the goal it was measured against, as a step day keeps its target), else
 * {sugarFree, notes}; the legacy sugar_free column = met.
 */
export function goalFor(challenge: ChallengeGoal, answer: CheckInAnswer): StoredGoal {
  const goal = dailyGoalOf(challenge.challengeType, challenge.goalConfig);
  if (challenge.challengeType === 'step_count' && goal.kind === 'amount') {
    // stepCount was checked by its schema; steps sent as an amount meet the steps unit's bounds here
    if (answer.stepCount === undefined && answer.amount !== undefined) assertWithinUnit(answer.amount, goal);
    return stepGoal(answer.stepCount ?? answer.amount, goal.target, answer);
  }
  if (goal.kind === 'amount') return amountGoal(goal, answer);
  if (answer.met === undefined)
    throw badRequest(checkInMessages.metRequired, { met: checkInMessages.metRequired });
  return {
    goalData: { sugarFree: answer.met, notes: answer.notes },
    sugarFree: answer.met,
    notes: answer.notes,
  };
}

function stepGoal(stepCount: number | undefined, targetSteps: number, answer: CheckInAnswer): StoredGoal {
  if (stepCount === undefined)
    throw badRequest(checkInMessages.stepCountRequired, { stepCount: checkInMessages.stepCountRequired });
  // an implausible day is saved only on the person's explicit word (decision 040), never refused outright
  if (needsStepCountConfirmation(stepCount) && answer.confirmStepCount !== true)
    throw unprocessable(checkInMessages.confirmStepCount, { stepCount: checkInMessages.confirmStepCount });
  const percentage = stepPoints(stepCount, targetSteps);
  const met = stepCount >= targetSteps;
  return {
    goalData: { stepCount, targetSteps, percentage, notes: answer.notes },
    sugarFree: met,
    notes: answer.notes,
  };
}

function amountGoal(goal: AmountGoal, answer: CheckInAnswer): StoredGoal {
  const { amount } = answer;
  if (amount === undefined)
    throw badRequest(checkInMessages.amountRequired, { amount: checkInMessages.amountRequired });
  assertWithinUnit(amount, goal);
  const met = isAmountMet(amount, goal);
  const { target, direction, unit } = goal;
  return {
    goalData: { amount, target, direction, unit, notes: answer.notes },
    sugarFree: met,
    notes: answer.notes,
  };
}

/** The unit's bounds and decimals (decision 082): refused with 400 naming the amount. */
function assertWithinUnit(amount: number, goal: AmountGoal) {
  const { max, decimals } = UNIT_RULES[goal.unit];
  if (amount < 0 || amount > max) {
    const message = translatable(msg`The amount must be between 0 and ${max}.`);
    throw badRequest(message, { amount: message });
  }
  if (!hasDecimalsAtMost(amount, decimals)) {
    const message = decimalsMessage(decimals);
    throw badRequest(message, { amount: message });
  }
}
