// The refusals of DELETE /api/account (product-rules.md#account-deletion).
export const accountDeletionMessages = {
  wrongPassword: 'That password is not correct. Your account was not deleted.',
  noPassword: 'This account has no password to confirm with.',
  limited: 'Too many attempts to delete the account. Please wait 15 minutes and try again.',
  gone: 'This account no longer exists.',
} as const;
