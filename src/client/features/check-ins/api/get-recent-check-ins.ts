import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecentCheckIn } from '#shared/check-ins/check-ins.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** How many of the challenge's newest check-ins its page shows. */
export const CHALLENGE_RECENT_CHECK_INS = 10;

/** GET /api/challenges/:id/check-ins?scope=recent: everyone's newest check-ins, with who made them and their cheers. */
export const recentCheckInsQuery = (challengeId: string) =>
  queryOptions({
    queryKey: queryKeys.checkIns.recent(challengeId),
    queryFn: async () => {
      const { checkIns } = await apiFetch<{ checkIns: RecentCheckIn[] }>(
        `/challenges/${encodeURIComponent(challengeId)}/check-ins?scope=recent&limit=${CHALLENGE_RECENT_CHECK_INS}`,
      );
      return checkIns;
    },
  });

export function useRecentCheckIns(challengeId: string, { enabled = true } = {}) {
  return useQuery({ ...recentCheckInsQuery(challengeId), enabled });
}
