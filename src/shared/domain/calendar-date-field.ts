import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { z } from 'zod';
import { isCalendarDate } from './calendar-date';

/** A required 'yyyy-MM-dd' request field: `required` when it is missing or empty, else refused unless a real date. */
export const calendarDateField = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .refine(isCalendarDate, translatable(msg`Please enter a valid date.`))
    // what the refinement checks, said in the OpenAPI document
    .meta({ format: 'date' });
