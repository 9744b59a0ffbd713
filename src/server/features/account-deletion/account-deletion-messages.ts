import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
// The refusals of DELETE /api/account (product-rules.md#account-deletion).
export const accountDeletionMessages = {
  wrongPassword: translatable(msg`That password is not correct. Your account was not deleted.`),
  noPassword: translatable(msg`This account has no password to confirm with.`),
  limited: translatable(msg`Too many attempts to delete the account. Please wait 15 minutes and try again.`),
  gone: translatable(msg`This account no longer exists.`),
} as const;
