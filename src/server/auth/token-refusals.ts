/** What a bearer token is refused with (product-rules.md#open-api); the API tokens feature says them too. */
export const tokenRefusals = {
  invalidToken: translatable(
    msg`This access token is not valid: it may have been revoked. Create a new one in Settings.`,
  ),
  notForTokens: translatable(
    msg`Access tokens cannot be used for this. Sign in to ${PRODUCT_NAME} to manage your account and your tokens.`,
  ),
  readOnly: translatable(
    msg`This token can only read. Create a token with the 'check-in' scope to record check-ins.`,
  ),
} as const;
import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { PRODUCT_NAME } from '#shared/product-name';
