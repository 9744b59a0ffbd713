import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChallengeSummary } from '../../../../shared/challenges/challenges.types';
import { apiFetch } from '../../../lib/api-client';

/** Every cached read of the person's challenges starts with this key, so one invalidation refreshes them all. */
export const CHALLENGES_QUERY_KEY = ['challenges'] as const;

/** GET /api/challenges: the challenges the person organizes or takes part in, every status. */
export const listChallengesQuery = queryOptions({
  queryKey: [...CHALLENGES_QUERY_KEY, 'list'],
  queryFn: async () => (await apiFetch<{ challenges: ChallengeSummary[] }>('/challenges')).challenges,
});

export function useChallenges() {
  return useQuery(listChallengesQuery);
}
