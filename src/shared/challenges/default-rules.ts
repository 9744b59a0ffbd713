import type { ChallengeType } from './challenge-types';

/**
 * The rules a challenge of each type starts with: the templates' rules and the create form's proposal. Sugar free
 * is the default rules text of product-rules.md#creating-a-challenge; custom says nothing about any one habit, so it
 * fits whatever the person sets out (decision 027).
 */
export const defaultRules: Record<ChallengeType, readonly string[]> = {
  sugar_free: [
    'No added sugar in any form',
    'Natural sugars in whole fruits are allowed',
    'Check in daily',
    'Support other participants',
  ],
  sleep_early: [
    'In bed with lights out by your bedtime',
    'No screens for 30 minutes before bed',
    'Check in daily',
  ],
  high_protein_breakfast: [
    'At least 25 g of protein at breakfast',
    'Eat breakfast within two hours of waking',
    'Check in daily',
  ],
  exercise: ['At least 30 minutes of exercise', 'Walking briskly counts', 'Check in daily'],
  intermittent_fasting: [
    'Eat only within an 8-hour window',
    'Water, black coffee and plain tea are fine while fasting',
    'Check in daily',
  ],
  fiber_intake: ['At least 30 g of fiber', 'Five portions of vegetables or fruit', 'Check in daily'],
  step_count: ['Reach your daily step target', 'Log your step count every day', 'Check in daily'],
  custom: ['Meet the goal in the description every day', 'Check in daily', 'Support other participants'],
};

/** A type's default rules as the form's rules field holds them: one per line. */
export function defaultRulesText(type: ChallengeType): string {
  return defaultRules[type].join('\n');
}
