import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { translatable } from '#shared/i18n/translatable';
import { calendarDateField } from '#shared/domain/calendar-date-field';

// PUT /api/challenges/:challengeId/days/:date/amount: a phone's automation sets the day's amount, as often as it
// likes (product-rules.md#synced-amounts).

const AMOUNT_MESSAGE = translatable(msg`Send the day's amount as a number in "amount".`);

export const dayAmountSyncParamsSchema = z.object({
  date: calendarDateField(translatable(msg`Please choose a date.`)),
});

export const dayAmountSyncSchema = z.object({
  /** the day's total so far, in the goal's unit (a step challenge: its steps) */
  amount: z
    .number({ error: AMOUNT_MESSAGE })
    .finite(AMOUNT_MESSAGE)
    .meta({ description: "The day's total so far, in the goal's unit (a step challenge: the day's steps)." }),
  /** product-rules.md#plausible-step-counts: more than 60,000 steps are kept only when confirmed */
  confirmStepCount: z.boolean({ error: 'confirmStepCount must be true or false.' }).optional(),
});
export type DayAmountSync = z.infer<typeof dayAmountSyncSchema>;
