import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '#client/lib/query-keys';

/**
 * A check-in changes the person's own list, the challenge's board, the dashboard (recent check-ins, board) and
 * the profile statistics: refresh them all.
 */
export function refreshAfterCheckIn(queryClient: QueryClient, challengeId: string) {
  return Promise.all(
    [
      queryKeys.checkIns.of(challengeId),
      queryKeys.leaderboards.of(challengeId),
      queryKeys.dashboard.all(),
      queryKeys.profile.all(),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
