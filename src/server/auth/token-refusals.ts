/** What a bearer token is refused with (product-rules.md#open-api); the API tokens feature says them too. */
export const tokenRefusals = {
  invalidToken: 'This access token is not valid: it may have been revoked. Create a new one in Settings.',
  notForTokens:
    'Access tokens cannot be used for this. Sign in to HabitSprint to manage your account and your tokens.',
  readOnly: "This token can only read. Create a token with the 'check-in' scope to record check-ins.",
} as const;
