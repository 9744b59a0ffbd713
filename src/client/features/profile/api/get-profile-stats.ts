import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileStats } from '#shared/profile-stats/profile-stats.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/profile/stats: challenge counts, the overall success rate and every achievement. */
export const profileStatsQuery = queryOptions({
  queryKey: queryKeys.profile.stats(),
  queryFn: () => apiFetch<ProfileStats>('/profile/stats'),
  // check-ins on other screens change it
  staleTime: 0,
});

export function useProfileStats() {
  return useQuery(profileStatsQuery);
}
