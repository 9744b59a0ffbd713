import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/**
 * A challenge joined, started or accepted from an invitation belongs in every list of the person's challenges and
 * on the dashboard: refresh them (the ones on screen now, the others when next shown).
 */
export function refreshMyChallenges(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.challenges.all() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all() }),
  ]);
}
