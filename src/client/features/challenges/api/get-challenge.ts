import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChallengeDetail } from '../../../../shared/challenges/challenges.types';
import { apiFetch } from '../../../lib/api-client';
import { CHALLENGES_QUERY_KEY } from './list-challenges';

export const challengeQueryKey = (id: string) => [...CHALLENGES_QUERY_KEY, 'detail', id] as const;

/** GET /api/challenges/:id: the challenge with its participants, progress and what the viewer may do. */
export const challengeQuery = (id: string) =>
  queryOptions({
    queryKey: challengeQueryKey(id),
    queryFn: () => apiFetch<ChallengeDetail>(`/challenges/${encodeURIComponent(id)}`),
  });

export function useChallenge(id: string) {
  return useQuery(challengeQuery(id));
}
