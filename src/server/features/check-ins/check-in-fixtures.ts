// The check-in tests' own vocabulary; people and challenges come from testing/given.ts.

export const checkInPath = (challengeId: string) => `/api/challenges/${challengeId}/check-ins`;
export const restPath = (challengeId: string) => `/api/challenges/${challengeId}/rest-days`;
