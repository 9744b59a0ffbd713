import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { z } from 'zod';

/**
 * GET /api/profile/stats takes nothing: its answer is always the asker's own (product-rules.md#your-year). A
 * parameter (another person's id, a date) is refused rather than silently ignored, so nobody believes they asked
 * for someone else's year.
 */
export const profileStatsQuerySchema = z.strictObject(
  {},
  { error: translatable(msg`Your profile statistics take no parameters.`) },
);
