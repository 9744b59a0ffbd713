import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { z } from 'zod';
import { calendarDateField } from '#shared/domain/calendar-date-field';
import { END_AFTER_START_MESSAGE, isEndAfterStart } from './challenge-dates';
import { challengeTypes } from './challenge-types';
import { AMOUNT_DIRECTIONS, AMOUNT_UNITS, MAX_CUSTOM_UNIT_LENGTH } from './daily-goal';
import { UNIT_RULES } from './amount-units';
import { AMOUNT_DOCS } from './amount-api-docs';
import { DEFAULT_REST_DAY_BUDGET, MAX_REST_DAY_BUDGET } from '#shared/check-ins/rest-days';

// product-rules.md#creating-a-challenge, #editing-a-challenge, #templates, word for word.
export const MIN_TARGET_STEPS = 1000;
export const MAX_TARGET_STEPS = 50_000;
export const CHALLENGE_LENGTH_DAYS = 14;

/** Rules text is split on new lines, blanks dropped (product-rules.md#creating-a-challenge). */
export const splitRules = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const AMOUNT_UNIT_MESSAGE = translatable(msg`Please choose a unit.`);
const CUSTOM_UNIT_MESSAGE = translatable(
  msg`Please name the unit in ${MAX_CUSTOM_UNIT_LENGTH} characters or fewer, e.g. chapters.`,
);
const AMOUNT_DIRECTION_MESSAGE = translatable(msg`Please choose at least or at most.`);
const TARGET_NUMBER_MESSAGE = translatable(msg`The daily target must be a number.`);

/**
 * An amount goal (decision 082): a listed unit or the organizer's own word, a daily target within the unit's
 * bounds and decimals, and a direction.
 */
export const amountGoalSchema = z
  .object({
    unit: z.enum(AMOUNT_UNITS, { error: AMOUNT_UNIT_MESSAGE }).meta({ description: AMOUNT_DOCS.unit }),
    customUnit: z
      .string({ error: CUSTOM_UNIT_MESSAGE })
      .trim()
      .max(MAX_CUSTOM_UNIT_LENGTH, CUSTOM_UNIT_MESSAGE)
      .nullish()
      .meta({ description: AMOUNT_DOCS.customUnit }),
    target: z
      .number({ error: TARGET_NUMBER_MESSAGE })
      .finite(TARGET_NUMBER_MESSAGE)
      .meta({ description: AMOUNT_DOCS.target }),
    direction: z
      .enum(AMOUNT_DIRECTIONS, { error: AMOUNT_DIRECTION_MESSAGE })
      .meta({ description: AMOUNT_DOCS.direction }),
  })
  .strict()
  .superRefine((goal, context) => {
    if (goal.unit === 'custom' && !goal.customUnit)
      context.addIssue({ code: 'custom', message: CUSTOM_UNIT_MESSAGE, path: ['customUnit'] });
    const { max, decimals } = UNIT_RULES[goal.unit];
    if (!(goal.target > 0) || goal.target > max) {
      const message = translatable(msg`The daily target must be more than 0 and at most ${max}.`);
      context.addIssue({ code: 'custom', message, path: ['target'] });
    } else if (!hasDecimalsAtMost(goal.target, decimals)) {
      context.addIssue({ code: 'custom', message: decimalsMessage(decimals), path: ['target'] });
    }
  })
  .transform((goal) => ({ ...goal, customUnit: goal.unit === 'custom' ? goal.customUnit! : null }));

/** Whether `value` has no more than `decimals` digits after the point. */
export const hasDecimalsAtMost = (value: number, decimals: number) =>
  Math.abs(value * 10 ** decimals - Math.round(value * 10 ** decimals)) < 1e-6;

/** The refusal of a number with more decimals than its unit takes. */
export const decimalsMessage = (decimals: number) =>
  decimals === 0
    ? translatable(msg`Please use a whole number for this unit.`)
    : translatable(msg`Please use at most ${decimals} decimals for this unit.`);

export const goalConfigSchema = z
  .object({
    type: z.string().max(50).optional(),
    label: z.string().max(100).optional(),
    bedtime: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, translatable(msg`Please enter a time like 22:30.`))
      .optional(),
    target_steps: z
      .number()
      .int()
      .min(
        MIN_TARGET_STEPS,
        translatable(msg`Step target must be between ${MIN_TARGET_STEPS} and ${MAX_TARGET_STEPS}.`),
      )
      .max(
        MAX_TARGET_STEPS,
        translatable(msg`Step target must be between ${MIN_TARGET_STEPS} and ${MAX_TARGET_STEPS}.`),
      )
      .refine((steps) => steps % 500 === 0, translatable(msg`Step target must be a multiple of 500.`))
      .optional(),
    /** an amount goal for any type but step_count, whose goal is its steps */
    amount: amountGoalSchema.optional().meta({ description: AMOUNT_DOCS.goalConfigAmount }),
  })
  .strict();

const challengeFields = {
  title: z
    .string()
    .trim()
    .min(2, translatable(msg`Title must be at least 2 characters.`))
    .max(120),
  description: z
    .string()
    .trim()
    .min(10, translatable(msg`Description must be at least 10 characters.`))
    .max(2000),
  startDate: calendarDateField(translatable(msg`Start date is required.`)),
  endDate: calendarDateField(translatable(msg`End date is required.`)),
  /** the rules as typed: one per line */
  rules: z
    .string()
    .trim()
    .min(10, translatable(msg`Rules must be at least 10 characters.`))
    .max(4000),
};

const REST_DAY_BUDGET_MESSAGE = translatable(msg`Rest days must be between 0 and ${MAX_REST_DAY_BUDGET}.`);
/** product-rules.md#rest-days: rest days per person, 0 to 3 (decision 039) */
const restDayBudget = z.coerce
  .number({ error: REST_DAY_BUDGET_MESSAGE })
  .int(REST_DAY_BUDGET_MESSAGE)
  .min(0, REST_DAY_BUDGET_MESSAGE)
  .max(MAX_REST_DAY_BUDGET, REST_DAY_BUDGET_MESSAGE);

const endAfterStartIssue = { message: END_AFTER_START_MESSAGE, path: ['endDate'] };

export const createChallengeSchema = z
  .object({
    ...challengeFields,
    challengeType: z.enum(challengeTypes).default('custom'),
    goalConfig: goalConfigSchema.default({}),
    maxParticipants: z.coerce
      .number({ error: translatable(msg`Maximum participants must be between 1 and 10.`) })
      .int(translatable(msg`Maximum participants must be between 1 and 10.`))
      .min(1, translatable(msg`Maximum participants must be between 1 and 10.`))
      .max(10, translatable(msg`Maximum participants must be between 1 and 10.`))
      .default(10),
    restDayBudget: restDayBudget.default(DEFAULT_REST_DAY_BUDGET),
    groupId: z.uuid().optional(),
  })
  .refine(isEndAfterStart, endAfterStartIssue);
export type CreateChallengeInput = z.input<typeof createChallengeSchema>;

/** Edit: the same rules without maxParticipants; only the fields sent change; the type never changes. */
export const updateChallengeSchema = z
  .object({
    title: challengeFields.title.optional(),
    description: challengeFields.description.optional(),
    startDate: challengeFields.startDate.optional(),
    endDate: challengeFields.endDate.optional(),
    rules: challengeFields.rules.optional(),
    goalConfig: goalConfigSchema.optional(),
    restDayBudget: restDayBudget.optional(),
  })
  .strict()
  .refine(isEndAfterStart, endAfterStartIssue);
export type UpdateChallengeInput = z.input<typeof updateChallengeSchema>;

export const startTemplateSchema = z.object({
  startDate: calendarDateField(translatable(msg`Please select when you'd like to start this challenge.`)),
});
