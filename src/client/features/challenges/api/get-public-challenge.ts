import { useQuery } from '@tanstack/react-query';
import type { PublicChallenge } from '../../../../shared/challenges/challenges.types';
import { apiFetch } from '../../../lib/api-client';
import { CHALLENGES_QUERY_KEY } from './list-challenges';

/**
 * GET /api/challenges/:id/public: what a share link shows anyone, signed out too (title, description, dates,
 * status, seats, who organizes it).
 */
export function usePublicChallenge(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...CHALLENGES_QUERY_KEY, 'public', id] as const,
    queryFn: () => apiFetch<PublicChallenge>(`/challenges/${encodeURIComponent(id)}/public`),
    enabled: enabled && id !== '',
  });
}
