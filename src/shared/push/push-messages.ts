// The Web Push words the API and the screens share, in a module without zod so the push prompt does not load the
// contracts' validation library (decision 067).

export const INVALID_SUBSCRIPTION_MESSAGE = 'This browser gave an unusable push subscription.';
