import { challenges } from '#server/db/schema/challenges';

/**
 * The columns the challenge rules read, for the features that select a challenge to decide something: who
 * organizes it (challenge-access.ts) and its dates in its own timezone (status, check-in windows), with its title
 * for what is written about it.
 */
export const challengeRuleColumns = {
  id: challenges.id,
  title: challenges.title,
  organizerId: challenges.organizerId,
  startDate: challenges.startDate,
  endDate: challenges.endDate,
  timezone: challenges.timezone,
};
