import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Leaderboard } from '#shared/leaderboards/leaderboards.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** The dashboard shows the top 3 of a board (product-rules.md#dashboard). */
export const DASHBOARD_LEADERBOARD_SIZE = 3;

/** GET /api/challenges/:id/leaderboard?limit=3, for an active challenge picked on the dashboard. */
export const dashboardLeaderboardQuery = (challengeId: string) =>
  queryOptions({
    // under the dashboard's key, so refreshing the dashboard refreshes a picked board too
    queryKey: queryKeys.dashboard.leaderboard(challengeId),
    queryFn: () =>
      apiFetch<Leaderboard>(
        `/challenges/${encodeURIComponent(challengeId)}/leaderboard?limit=${DASHBOARD_LEADERBOARD_SIZE}`,
      ),
  });

/** The board of a picked challenge; null `challengeId` when the dashboard's own board is shown. */
export function useDashboardLeaderboard(challengeId: string | null) {
  return useQuery({
    ...dashboardLeaderboardQuery(challengeId ?? ''),
    enabled: challengeId !== null,
  });
}
