import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecentCheckIn } from '#shared/check-ins/check-ins.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** How many of the challenge's newest check-ins its page lists. */
export const RECENT_CHECK_INS_SHOWN = 20;

/**
 * GET /api/challenges/:id/check-ins?scope=recent: everyone's newest check-ins, for participants, with who made them,
 * their marks and their cheers.
 */
export const recentCheckInsQuery = (challengeId: string) =>
  queryOptions({
    queryKey: queryKeys.checkIns.recent(challengeId),
    queryFn: async () => {
      const { checkIns } = await apiFetch<{ checkIns: RecentCheckIn[] }>(
        `/challenges/${encodeURIComponent(challengeId)}/check-ins?scope=recent&limit=${RECENT_CHECK_INS_SHOWN}`,
      );
      return checkIns;
    },
  });

export function useRecentCheckIns(challengeId: string) {
  return useQuery(recentCheckInsQuery(challengeId));
}
