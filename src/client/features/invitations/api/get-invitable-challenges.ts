import { useQuery } from '@tanstack/react-query';
import type { InvitableChallenge } from '#shared/invitations/invitations.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/challenges/invitable: the signed-in person's challenges they may invite to (joined, not completed). */
export function useInvitableChallenges(enabled = true) {
  return useQuery({
    queryKey: queryKeys.challenges.invitable(),
    queryFn: () => apiFetch<InvitableChallenge[]>('/challenges/invitable'),
    enabled,
  });
}
