import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
// The account settings API's refusals (product-rules.md#account-settings).
export const accountMessages = {
  wrongCurrentPassword: translatable(msg`Your current password is incorrect.`),
  noPassword: translatable(msg`This account has no password to change.`),
  sameEmail: translatable(msg`That is already your e-mail address.`),
  emailInUse: translatable(msg`That e-mail address cannot be used. Please choose another one.`),
  emailChangesLimited: translatable(msg`Too many e-mail changes. Please wait a while before trying again.`),
  passwordChangesLimited: translatable(msg`Too many attempts. Please wait a moment before trying again.`),
  deviceNotFound: translatable(msg`Device not found`),
  thisDevice: translatable(msg`This is the device you are using. Use Sign out in the menu to sign out here.`),
} as const;
