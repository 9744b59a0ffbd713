// The feedback API's refusals.
export const feedbackMessages = {
  listNotAdmin: 'Only administrators can read feedback.',
  limited: 'You have sent a lot of feedback in the last hour. Please wait a while before sending more.',
} as const;
