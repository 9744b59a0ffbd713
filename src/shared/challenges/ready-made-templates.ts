import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { defaultGoalConfig, type ChallengeType } from './challenge-types';
import type { AmountGoal } from './daily-goal';
import { defaultRules } from './default-rules';

interface ReadyMadeTemplate {
  challengeType: ChallengeType;
  title: MessageDescriptor;
  description: MessageDescriptor;
  rules: readonly MessageDescriptor[];
  goalConfig: Record<string, unknown>;
}

/** One template per type but custom: its type's default rules and goal. */
function typeTemplate(
  challengeType: Exclude<ChallengeType, 'custom'>,
  texts: Pick<ReadyMadeTemplate, 'title' | 'description'>,
): ReadyMadeTemplate {
  return {
    challengeType,
    ...texts,
    rules: defaultRules[challengeType],
    goalConfig: defaultGoalConfig(challengeType),
  };
}

/** A template whose daily goal is an amount (decision 082): a custom challenge with its own rules. */
function amountTemplate(
  amount: Omit<AmountGoal, 'customUnit'>,
  texts: Pick<ReadyMadeTemplate, 'title' | 'description' | 'rules'>,
): ReadyMadeTemplate {
  return { challengeType: 'custom', ...texts, goalConfig: { amount } };
}

/**
 * The ready-made templates (product-rules.md#templates), by their key (the template row's template_key): their
 * titles, descriptions and rules are written in English and read in each person's language. One per type but custom,
 * and the amount habits people sprint on most (decision 082): reading, meditation, water, screen time. A key never
 * changes: it names the row, and the row's board joins every copy ever started.
 */
export const readyMadeTemplates = {
  sugar_free: typeTemplate('sugar_free', {
    title: msg`14-Day Sugar Detox`,
    description: msg`Cut out added sugar for two weeks and notice the difference in your energy, sleep and cravings.`,
  }),
  sleep_early: typeTemplate('sleep_early', {
    title: msg`Early to Bed`,
    description: msg`Be in bed by 22:30 every night for two weeks and wake up rested and focused.`,
  }),
  high_protein_breakfast: typeTemplate('high_protein_breakfast', {
    title: msg`Protein Breakfast Club`,
    description: msg`Start every morning with a breakfast of at least 25 g of protein to stay full and strong.`,
  }),
  exercise: typeTemplate('exercise', {
    title: msg`Move Every Day`,
    description: msg`Get at least 30 minutes of deliberate exercise every day for two weeks, in any form you enjoy.`,
  }),
  intermittent_fasting: typeTemplate('intermittent_fasting', {
    title: msg`16:8 Fasting Fortnight`,
    description: msg`Keep all your meals inside an 8-hour window and fast for the other 16 hours of each day.`,
  }),
  fiber_intake: typeTemplate('fiber_intake', {
    title: msg`Fiber Boost`,
    description: msg`Eat at least 30 g of fiber a day from vegetables, fruit, legumes and whole grains.`,
  }),
  step_count: typeTemplate('step_count', {
    title: msg`30K Steps a Day`,
    description: msg`Walk your way to better health: aim for the daily step target and see how far two weeks take you.`,
  }),
  reading: amountTemplate(
    { unit: 'pages', target: 20, direction: 'at_least' },
    {
      title: msg`Read 20 Pages a Day`,
      description: msg`Read at least 20 pages every day for two weeks: a whole book is closer than it looks.`,
      rules: [
        msg`Read at least 20 pages a day`,
        msg`Any book counts, on paper or on a screen`,
        msg`Add pages as you read through the day`,
      ],
    },
  ),
  meditation: amountTemplate(
    { unit: 'minutes', target: 10, direction: 'at_least' },
    {
      title: msg`Ten Calm Minutes`,
      description: msg`Meditate for at least 10 minutes a day and build a calmer, steadier mind in two weeks.`,
      rules: [
        msg`Meditate for at least 10 minutes a day`,
        msg`Guided or silent, any practice counts`,
        msg`Several short sessions add up`,
      ],
    },
  ),
  water: amountTemplate(
    { unit: 'glasses', target: 8, direction: 'at_least' },
    {
      title: msg`Eight Glasses of Water`,
      description: msg`Drink at least 8 glasses of water a day and keep your energy up from morning to night.`,
      rules: [
        msg`Drink at least 8 glasses of water a day`,
        msg`Add a glass each time you drink one`,
        msg`Tea without sugar counts, coffee does not`,
      ],
    },
  ),
  screen_time: amountTemplate(
    { unit: 'hours', target: 2, direction: 'at_most' },
    {
      title: msg`Screen Time Under 2 Hours`,
      description: msg`Keep your leisure screen time under 2 hours a day and win back your evenings.`,
      rules: [
        msg`At most 2 hours of leisure screen time a day`,
        msg`Work, school and calls do not count`,
        msg`Log your day's total before bed: a day left empty is not on target`,
      ],
    },
  ),
} satisfies Record<string, ReadyMadeTemplate>;

export type TemplateKey = keyof typeof readyMadeTemplates;

export const TEMPLATE_KEYS = Object.keys(readyMadeTemplates) as TemplateKey[];

function isTemplateKey(key: string | null): key is TemplateKey {
  return key !== null && Object.hasOwn(readyMadeTemplates, key);
}

/** A ready-made template's title, description and rules in `i18n`'s language. */
export function templateTextsIn(i18n: I18n, key: TemplateKey) {
  const template = readyMadeTemplates[key];
  return {
    title: i18n._(template.title),
    description: i18n._(template.description),
    rules: template.rules.map((rule) => i18n._(rule)),
  };
}

/**
 * A template's title, description and rules in `i18n`'s language. Templates are only ever ours (seeded, never
 * edited: they have no organizer), so a template's texts are its key's.
 */
export function templateIn<
  Template extends {
    templateKey: string | null;
    title: string;
    description: string | null;
    rules: string[];
  },
>(i18n: I18n, template: Template): Template {
  if (!isTemplateKey(template.templateKey)) return template;
  return { ...template, ...templateTextsIn(i18n, template.templateKey) };
}
