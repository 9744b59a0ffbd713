import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ChallengeType } from './challenge-types';
import { defaultRulesIn } from './default-rules';

/** The types with a ready-made template: one each, every type but custom. */
export type TemplateType = Exclude<ChallengeType, 'custom'>;

/**
 * The ready-made templates' titles and descriptions (product-rules.md#templates), written in English and read in each
 * person's language. Their rules are their type's default rules (default-rules.ts).
 */
export const templateTexts: Record<
  TemplateType,
  { title: MessageDescriptor; description: MessageDescriptor }
> = {
  sugar_free: {
    title: msg`14-Day Sugar Detox`,
    description: msg`Cut out added sugar for two weeks and notice the difference in your energy, sleep and cravings.`,
  },
  sleep_early: {
    title: msg`Early to Bed`,
    description: msg`Be in bed by 22:30 every night for two weeks and wake up rested and focused.`,
  },
  high_protein_breakfast: {
    title: msg`Protein Breakfast Club`,
    description: msg`Start every morning with a breakfast of at least 25 g of protein to stay full and strong.`,
  },
  exercise: {
    title: msg`Move Every Day`,
    description: msg`Get at least 30 minutes of deliberate exercise every day for two weeks, in any form you enjoy.`,
  },
  intermittent_fasting: {
    title: msg`16:8 Fasting Fortnight`,
    description: msg`Keep all your meals inside an 8-hour window and fast for the other 16 hours of each day.`,
  },
  fiber_intake: {
    title: msg`Fiber Boost`,
    description: msg`Eat at least 30 g of fiber a day from vegetables, fruit, legumes and whole grains.`,
  },
  step_count: {
    title: msg`30K Steps a Day`,
    description: msg`Walk your way to better health: aim for the daily step target and see how far two weeks take you.`,
  },
};

function isTemplateType(type: string): type is TemplateType {
  return Object.hasOwn(templateTexts, type);
}

/**
 * A template's title, description and rules in `i18n`'s language. Templates are only ever ours (seeded, never
 * edited: they have no organizer), so a template's texts are its type's.
 */
export function templateIn<
  Template extends {
    challengeType: string;
    title: string;
    description: string | null;
    rules: string[];
  },
>(i18n: I18n, template: Template): Template {
  const { challengeType } = template;
  if (!isTemplateType(challengeType)) return template;
  return {
    ...template,
    title: i18n._(templateTexts[challengeType].title),
    description: i18n._(templateTexts[challengeType].description),
    rules: defaultRulesIn(i18n, challengeType),
  };
}
