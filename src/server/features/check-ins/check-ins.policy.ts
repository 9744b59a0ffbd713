import { DEFAULT_TARGET_STEPS } from '#shared/challenges/challenge-types';
import { needsStepCountConfirmation } from '#shared/check-ins/check-in-limits';
import type { ChallengeType } from '#shared/challenges/challenge-types';
import { stepPoints } from '#shared/domain/scoring';
import { badRequest, unprocessable } from '#server/lib/domain-error';
import { checkInMessages } from './check-in-messages';

// product-rules.md#recording-a-check-in: what a check-in stores for each kind of challenge.

export interface CheckInAnswer {
  met?: boolean;
  stepCount?: number;
  notes: string | null;
  /** the person confirmed a step count above the plausible bound (product-rules.md#plausible-step-counts) */
  confirmStepCount?: boolean;
}

export interface StoredGoal {
  goalData: Record<string, unknown>;
  sugarFree: boolean;
  notes: string | null;
}

/** The daily step target a step day is measured against: the challenge's goalConfig, else the default. */
export function targetStepsOf(goalConfig: Record<string, unknown>): number {
  const configured = goalConfig.target_steps;
  return typeof configured === 'number' && configured > 0 ? configured : DEFAULT_TARGET_STEPS;
}

/**
 * goal_data as product-rules.md#scoring stores it: {stepCount, targetSteps, percentage, notes} for step challenges
 * (the target from the challenge's goalConfig, met when reached), else {sugarFree, notes}; the legacy sugar_free
 * column = met.
 */
export function goalFor(
  challenge: { challengeType: ChallengeType; goalConfig: Record<string, unknown> },
  answer: CheckInAnswer,
): StoredGoal {
  if (challenge.challengeType === 'step_count') {
    if (answer.stepCount === undefined)
      throw badRequest(checkInMessages.stepCountRequired, { stepCount: checkInMessages.stepCountRequired });
    // an implausible day is saved only on the person's explicit word (decision 040), never refused outright
    if (needsStepCountConfirmation(answer.stepCount) && answer.confirmStepCount !== true)
      throw unprocessable(checkInMessages.confirmStepCount, { stepCount: checkInMessages.confirmStepCount });
    const targetSteps = targetStepsOf(challenge.goalConfig);
    const percentage = stepPoints(answer.stepCount, targetSteps);
    const met = answer.stepCount >= targetSteps;
    return {
      goalData: { stepCount: answer.stepCount, targetSteps, percentage, notes: answer.notes },
      sugarFree: met,
      notes: answer.notes,
    };
  }
  if (answer.met === undefined)
    throw badRequest(checkInMessages.metRequired, { met: checkInMessages.metRequired });
  return {
    goalData: { sugarFree: answer.met, notes: answer.notes },
    sugarFree: answer.met,
    notes: answer.notes,
  };
}
