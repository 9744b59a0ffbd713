// The push API's refusal (an unusable subscription is the shared schema's message, as the client says it too).
export const pushMessages = {
  subscriptionNotFound: 'Push subscription not found',
} as const;
