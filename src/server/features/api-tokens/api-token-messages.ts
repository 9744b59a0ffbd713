import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { tokenRefusals } from '#server/auth/token-refusals';

/** The open API's refusal texts (product-rules.md#open-api). */
export const apiTokenMessages = {
  ...tokenRefusals,
  notFound: translatable(msg`Token not found`),
  tooMany: translatable(
    msg`You have the most tokens one person may have (20). Revoke one you no longer use first.`,
  ),
};
