import { useQuery } from '@tanstack/react-query';
import type { ChallengeResults } from '#shared/challenge-rounds/challenge-rounds.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/challenges/:id/results: a completed challenge's results view, in one request. */
export function useChallengeResults(challengeId: string) {
  return useQuery({
    queryKey: queryKeys.challenges.results(challengeId),
    queryFn: () => apiFetch<ChallengeResults>(`/challenges/${encodeURIComponent(challengeId)}/results`),
  });
}
