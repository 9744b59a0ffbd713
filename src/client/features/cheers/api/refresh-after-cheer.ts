import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '#client/lib/query-keys';

/** A cheer shows on the challenge's recent check-ins and board, and on the dashboard (recent, board, Today). */
export function refreshAfterCheer(queryClient: QueryClient, challengeId: string) {
  return Promise.all(
    [
      queryKeys.checkIns.recent(challengeId),
      queryKeys.leaderboards.of(challengeId),
      queryKeys.dashboard.all(),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
