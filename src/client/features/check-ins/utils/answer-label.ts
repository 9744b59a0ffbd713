import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { amountText } from '#shared/challenges/amount-texts';
import type { AmountGoal } from '#shared/challenges/daily-goal';
import type { CheckInAnswer } from './check-in-answer';

/**
 * An answer not yet on the server, as the card names it: 'Met goal', 'Missed goal', '8,000 steps' or, for an amount
 * goal, '22 pages' (decision 082).
 */
export function answerLabel(
  i18n: I18n,
  answer: Pick<CheckInAnswer, 'met' | 'stepCount' | 'amount'>,
  goal: AmountGoal | null = null,
): string {
  if (goal && answer.amount !== undefined && answer.stepCount === undefined)
    return amountText(i18n, answer.amount, goal);
  if (answer.stepCount !== undefined) {
    const { stepCount } = answer;
    // English says 'steps' for every count, as it always did; the plural is for the languages that need one
    return i18n._(msg`${plural(stepCount, { one: '# steps', other: '# steps' })}`);
  }
  return answer.met ? i18n._(msg`Met goal`) : i18n._(msg`Missed goal`);
}
