import { useQuery } from '@tanstack/react-query';
import type { PublicChallenge } from '#shared/challenges/challenges.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/**
 * GET /api/challenges/:id/public: what a share link shows anyone, signed out too (title, description, dates,
 * status, seats, who organizes it).
 */
export function usePublicChallenge(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.challenges.public(id),
    queryFn: () => apiFetch<PublicChallenge>(`/challenges/${encodeURIComponent(id)}/public`),
    enabled: enabled && id !== '',
  });
}
