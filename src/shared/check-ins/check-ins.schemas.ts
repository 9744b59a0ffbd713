import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { z } from 'zod';
import { calendarDateField } from '#shared/domain/calendar-date-field';
import { AMOUNT_DOCS } from '#shared/challenges/amount-api-docs';
import { FLAG_REASON_MAX, MAX_STEP_COUNT } from './check-in-limits';

/** The explicit confirmation of a step count above PLAUSIBLE_STEP_COUNT: only `true` means confirmed. */
const confirmStepCount = z.boolean({ error: 'confirmStepCount must be true or false.' }).optional();

const notes = z
  .string()
  .max(1000)
  .optional()
  .nullable()
  .transform((text) => (text?.trim() ? text.trim() : null));

/** Step count: a number 0 to 100000; invalid text becomes 0 (product-rules.md#recording-a-check-in). */
export const stepCountSchema = z.preprocess(
  (value) => {
    const parsed = typeof value === 'string' ? Number.parseInt(value, 10) : value;
    return typeof parsed === 'number' && Number.isFinite(parsed) ? Math.trunc(parsed) : 0;
  },
  z
    .number()
    .min(0, translatable(msg`Step count must be between 0 and ${MAX_STEP_COUNT}.`))
    .max(MAX_STEP_COUNT, translatable(msg`Step count must be between 0 and ${MAX_STEP_COUNT}.`)),
);

const AMOUNT_NUMBER_MESSAGE = translatable(msg`The amount must be a number.`);
/**
 * A day's amount for a challenge with an amount goal (decision 082); the unit's bounds and decimals are the goal's,
 * checked where the challenge is known (check-ins.policy.ts).
 */
const amount = z
  .number({ error: AMOUNT_NUMBER_MESSAGE })
  .finite(AMOUNT_NUMBER_MESSAGE)
  .optional()
  .meta({ description: AMOUNT_DOCS.checkInAmount });

export const recordCheckInSchema = z.object({
  date: calendarDateField(translatable(msg`Please choose a date.`)),
  /** met (true) or missed (false); for step challenges derived from the step count */
  met: z.boolean().optional(),
  stepCount: stepCountSchema.optional(),
  confirmStepCount,
  /** the day's amount, for an amount goal (a step challenge's steps too) */
  amount,
  notes,
  /** the id the device gave this check-in, so a replay of it is never a second one (decision 030) */
  clientId: z.uuid('clientId must be a UUID.').optional(),
});
export type RecordCheckInInput = z.input<typeof recordCheckInSchema>;

export const updateCheckInSchema = z.object({
  met: z.boolean().optional(),
  stepCount: stepCountSchema.optional(),
  confirmStepCount,
  amount,
  /** absent: the notes stay as they are; empty: cleared */
  notes: z
    .string()
    .max(1000)
    .nullable()
    .transform((text) => (text?.trim() ? text.trim() : null))
    .optional(),
});
export type UpdateCheckInInput = z.input<typeof updateCheckInSchema>;

/** PUT /api/check-ins/:id/flag: the organizer's optional short reason (decision 040). */
export const flagCheckInSchema = z.object({
  reason: z
    .string({ error: translatable(msg`The reason must be text.`) })
    .max(FLAG_REASON_MAX, translatable(msg`The reason can be at most ${FLAG_REASON_MAX} characters.`))
    .nullable()
    .optional()
    .transform((text) => (text?.trim() ? text.trim() : null)),
});
export type FlagCheckInInput = z.input<typeof flagCheckInSchema>;
/** POST /api/challenges/:id/rest-days (product-rules.md#rest-days) */
export const declareRestDaySchema = z.object({
  date: calendarDateField(translatable(msg`Please choose a date.`)),
});
export type DeclareRestDayInput = z.input<typeof declareRestDaySchema>;
