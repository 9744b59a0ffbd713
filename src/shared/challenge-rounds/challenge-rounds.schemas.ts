import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { z } from 'zod';
import { calendarDateField } from '#shared/domain/calendar-date-field';

/**
 * POST /api/challenges/{id}/rounds ("Run it again", product-rules.md#results-and-rounds): the next round's first
 * day, which the organizer picks; without one, tomorrow in the challenge's timezone.
 */
export const runItAgainSchema = z.object({
  startDate: calendarDateField(translatable(msg`Please choose when the next round starts.`)).optional(),
});
export type RunItAgainInput = z.input<typeof runItAgainSchema>;
