import { z } from 'zod';
import { calendarDateField } from '#shared/domain/calendar-date-field';

/**
 * POST /api/challenges/{id}/rounds ("Run it again", product-rules.md#results-and-rounds): the next round's first
 * day, which the organizer picks; without one, tomorrow in the challenge's timezone.
 */
export const runItAgainSchema = z.object({
  startDate: calendarDateField('Please choose when the next round starts.').optional(),
});
export type RunItAgainInput = z.input<typeof runItAgainSchema>;
