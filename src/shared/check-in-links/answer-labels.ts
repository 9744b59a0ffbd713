import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { AmountUnit, DailyGoal } from '#shared/challenges/daily-goal';

// The words of a one-tap answer (issue 28): the reminder e-mail's links and the buttons of the page they open.

export const ANSWER_LABELS = {
  met: msg`Met goal`,
  missed: msg`Missed`,
  rest: msg`Rest day`,
};

/** 'Log pages…': an amount's answer opens a field, so its label ends in an ellipsis. */
const LOG_LABELS: Record<Exclude<AmountUnit, 'custom'>, MessageDescriptor> = {
  minutes: msg`Log minutes…`,
  hours: msg`Log hours…`,
  pages: msg`Log pages…`,
  km: msg`Log km…`,
  miles: msg`Log miles…`,
  glasses: msg`Log glasses…`,
  litres: msg`Log litres…`,
  grams: msg`Log grams…`,
  times: msg`Log how many times…`,
  steps: msg`Log steps…`,
};

export function logAmountLabel(i18n: I18n, goal: Extract<DailyGoal, { kind: 'amount' }>): string {
  if (goal.unit !== 'custom') return i18n._(LOG_LABELS[goal.unit]);
  const unit = goal.customUnit ?? '';
  return t(i18n)`Log ${unit}…`;
}
