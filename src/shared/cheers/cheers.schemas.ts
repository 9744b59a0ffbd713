import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { z } from 'zod';
import { calendarDateField } from '#shared/domain/calendar-date-field';

/** PUT /api/challenges/:id/cheers: cheer (or take back the cheers on) everyone else's check-ins of one day. */
export const dayCheersSchema = z.object({
  date: calendarDateField(translatable(msg`Please choose a date.`)),
  cheered: z.boolean({ error: 'cheered must be true or false.' }),
});
export type DayCheersInput = z.input<typeof dayCheersSchema>;
