/** The open API's refusal texts (product-rules.md#open-api). */
export const apiTokenMessages = {
  invalidToken: 'This access token is not valid: it may have been revoked. Create a new one in Settings.',
  notForTokens:
    'Access tokens cannot be used for this. Sign in to HabitSprint to manage your account and your tokens.',
  readOnly: "This token can only read. Create a token with the 'check-in' scope to record check-ins.",
  notFound: 'Token not found',
  tooMany: 'You have the most tokens one person may have (20). Revoke one you no longer use first.',
};
