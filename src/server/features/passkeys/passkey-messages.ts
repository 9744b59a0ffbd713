import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';

// The passkey management API's refusals (product-rules.md#passkeys).
export const passkeyMessages = {
  notFound: translatable(msg`Passkey not found`),
} as const;
