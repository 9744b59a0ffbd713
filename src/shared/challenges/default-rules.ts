import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ChallengeType } from './challenge-types';

/**
 * The rules a challenge of each type starts with: the templates' rules and the create form's proposal. Sugar free
 * is the default rules text of product-rules.md#creating-a-challenge; custom says nothing about any one habit, so it
 * fits whatever the person sets out (decision 027). Written in a reader's language by `defaultRulesIn`.
 */
export const defaultRules: Record<ChallengeType, readonly MessageDescriptor[]> = {
  sugar_free: [
    msg`No added sugar in any form`,
    msg`Natural sugars in whole fruits are allowed`,
    msg`Check in daily`,
    msg`Support other participants`,
  ],
  sleep_early: [
    msg`In bed with lights out by your bedtime`,
    msg`No screens for 30 minutes before bed`,
    msg`Check in daily`,
  ],
  high_protein_breakfast: [
    msg`At least 25 g of protein at breakfast`,
    msg`Eat breakfast within two hours of waking`,
    msg`Check in daily`,
  ],
  exercise: [msg`At least 30 minutes of exercise`, msg`Walking briskly counts`, msg`Check in daily`],
  intermittent_fasting: [
    msg`Eat only within an 8-hour window`,
    msg`Water, black coffee and plain tea are fine while fasting`,
    msg`Check in daily`,
  ],
  fiber_intake: [msg`At least 30 g of fiber`, msg`Five portions of vegetables or fruit`, msg`Check in daily`],
  step_count: [msg`Reach your daily step target`, msg`Log your step count every day`, msg`Check in daily`],
  custom: [
    msg`Meet the goal in the description every day`,
    msg`Check in daily`,
    msg`Support other participants`,
  ],
};

/** A type's default rules in `i18n`'s language, one text a rule. */
export function defaultRulesIn(i18n: I18n, type: ChallengeType): string[] {
  return defaultRules[type].map((rule) => i18n._(rule));
}

/** A type's default rules as the form's rules field holds them: one per line, in `i18n`'s language. */
export function defaultRulesText(i18n: I18n, type: ChallengeType): string {
  return defaultRulesIn(i18n, type).join('\n');
}
