// The user search's refusals (product-rules.md#find-users).
export const userMessages = {
  addressLookupsLimited: 'Too many searches by e-mail address. Please wait a while, or search by name.',
} as const;
