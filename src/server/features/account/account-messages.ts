// The account settings API's refusals (product-rules.md#account-settings).
export const accountMessages = {
  wrongCurrentPassword: 'Your current password is incorrect.',
  noPassword: 'This account has no password to change.',
  sameEmail: 'That is already your e-mail address.',
  emailInUse: 'That e-mail address cannot be used. Please choose another one.',
  emailChangesLimited: 'Too many e-mail changes. Please wait a while before trying again.',
  passwordChangesLimited: 'Too many attempts. Please wait a moment before trying again.',
  deviceNotFound: 'Device not found',
  thisDevice: 'This is the device you are using. Use Sign out in the menu to sign out here.',
} as const;
