import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { z } from 'zod';

const CHOOSE_CHALLENGE = translatable(msg`Choose one of your challenges.`);

/** POST /api/check-in-links: the challenge the link records today's answer for (product-rules.md#check-in-links). */
export const createCheckInLinkSchema = z.object({
  challengeId: z.uuid({ error: CHOOSE_CHALLENGE }),
});
export type CreateCheckInLinkInput = z.infer<typeof createCheckInLinkSchema>;
