import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Leaderboard } from '#shared/leaderboards/leaderboards.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** The Leaderboard tab shows this many top entries (plus the viewer's own row when it ranks lower). */
export const LEADERBOARD_TAB_SIZE = 20;

/** GET /api/challenges/:id/leaderboard?limit=N */
export const leaderboardQuery = (challengeId: string, limit = LEADERBOARD_TAB_SIZE) =>
  queryOptions({
    queryKey: queryKeys.leaderboards.page(challengeId, limit),
    queryFn: () =>
      apiFetch<Leaderboard>(`/challenges/${encodeURIComponent(challengeId)}/leaderboard?limit=${limit}`),
  });

export function useLeaderboard(challengeId: string) {
  return useQuery(leaderboardQuery(challengeId));
}
