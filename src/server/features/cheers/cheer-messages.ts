import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
// product-rules.md#cheers: the cheers API's refusals (an unknown or unseen check-in is the check-ins' notFound, an
// unknown challenge the challenges').
export const cheerMessages = {
  ownCheckIn: translatable(msg`You can't cheer your own check-in.`),
  joinToCheer: translatable(msg`You must join this challenge to cheer its check-ins.`),
} as const;
