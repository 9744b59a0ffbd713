import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChallengeSummary } from '#shared/challenges/challenges.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/challenges: the challenges the person organizes or takes part in, every status. */
export const listChallengesQuery = queryOptions({
  queryKey: queryKeys.challenges.list(),
  queryFn: async () => (await apiFetch<{ challenges: ChallengeSummary[] }>('/challenges')).challenges,
});

export function useChallenges() {
  return useQuery(listChallengesQuery);
}
