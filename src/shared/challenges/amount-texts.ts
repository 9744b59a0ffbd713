import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { formatNumberIn } from '#shared/i18n/formats';
import type { AmountDirection, AmountGoal, AmountUnit } from './daily-goal';

// The words of an amount goal (decision 082), in the reader's language: the units' names for the organizer's list,
// an amount with its unit ('20 pages', '1 glass', '1.5 hours'), and the goal as a sentence ('At least 20 pages a
// day'). Shared: the screens, the e-mails and the calendar feed say amounts alike.

/** A listed unit's name in the organizer's list; 'custom' is the organizer's own word. */
export const UNIT_NAMES: Record<AmountUnit, MessageDescriptor> = {
  minutes: msg`Minutes`,
  hours: msg`Hours`,
  pages: msg`Pages`,
  km: msg`Kilometres`,
  miles: msg`Miles`,
  glasses: msg`Glasses`,
  litres: msg`Litres`,
  grams: msg`Grams`,
  times: msg`Times`,
  steps: msg`Steps`,
  custom: msg`My own unit`,
};

export const DIRECTION_NAMES: Record<AmountDirection, MessageDescriptor> = {
  at_least: msg`At least`,
  at_most: msg`At most (stay under)`,
};

type Unit = Pick<AmountGoal, 'unit' | 'customUnit'>;

/** `amount` with its unit, in `i18n`'s language and number format: '20 pages', '1 glass', '2.5 km'. */
export function amountText(i18n: I18n, amount: number, { unit, customUnit }: Unit): string {
  // '#' in a plural is the number as the language writes it ('2,5' in German)
  switch (unit) {
    case 'minutes':
      return t(i18n)`${plural(amount, { one: '# minute', other: '# minutes' })}`;
    case 'hours':
      return t(i18n)`${plural(amount, { one: '# hour', other: '# hours' })}`;
    case 'pages':
      return t(i18n)`${plural(amount, { one: '# page', other: '# pages' })}`;
    case 'km':
      return t(i18n)`${plural(amount, { one: '# km', other: '# km' })}`;
    case 'miles':
      return t(i18n)`${plural(amount, { one: '# mile', other: '# miles' })}`;
    case 'glasses':
      return t(i18n)`${plural(amount, { one: '# glass', other: '# glasses' })}`;
    case 'litres':
      return t(i18n)`${plural(amount, { one: '# litre', other: '# litres' })}`;
    case 'grams':
      return t(i18n)`${plural(amount, { one: '# g', other: '# g' })}`;
    case 'times':
      return t(i18n)`${plural(amount, { one: '# time', other: '# times' })}`;
    case 'steps':
      return t(i18n)`${plural(amount, { one: '# step', other: '# steps' })}`;
    case 'custom': {
      const number = formatNumberIn(i18n.locale, amount);
      const word = customUnit ?? '';
      return t(i18n)`${number} ${word}`;
    }
  }
}

/** The goal as a sentence: 'At least 20 pages a day', 'At most 2 hours a day'. */
export function amountGoalText(i18n: I18n, goal: AmountGoal): string {
  const target = amountText(i18n, goal.target, goal);
  return goal.direction === 'at_most' ? t(i18n)`At most ${target} a day` : t(i18n)`At least ${target} a day`;
}

/** A day's amount against its target: '12 of 20 pages', '1.5 of at most 2 hours'. */
export function amountAgainstTarget(i18n: I18n, amount: number, goal: AmountGoal): string {
  const soFar = formatNumberIn(i18n.locale, amount);
  const target = amountText(i18n, goal.target, goal);
  return goal.direction === 'at_most'
    ? t(i18n)`${soFar} of at most ${target}`
    : t(i18n)`${soFar} of ${target}`;
}
