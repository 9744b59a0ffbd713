import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChallengeDetail } from '#shared/challenges/challenges.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/challenges/:id: the challenge with its participants, progress and what the viewer may do. */
export const challengeQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.challenges.detail(id),
    queryFn: () => apiFetch<ChallengeDetail>(`/challenges/${encodeURIComponent(id)}`),
  });

export function useChallenge(id: string) {
  return useQuery(challengeQuery(id));
}
