import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
// The user search's refusals (product-rules.md#find-users).
export const userMessages = {
  addressLookupsLimited: translatable(
    msg`Too many searches by e-mail address. Please wait a while, or search by name.`,
  ),
} as const;
