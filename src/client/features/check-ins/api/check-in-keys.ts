import type { QueryClient } from '@tanstack/react-query';

export const checkInsQueryKey = (challengeId: string) => ['check-ins', challengeId] as const;

/**
 * A check-in changes the person's own list, the challenge's board, the dashboard (recent check-ins, board) and
 * the profile statistics: refresh them all.
 */
export function refreshAfterCheckIn(queryClient: QueryClient, challengeId: string) {
  return Promise.all(
    [checkInsQueryKey(challengeId), ['leaderboards', challengeId], ['dashboard'], ['profile']].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
