import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChallengeGroupMembers } from '#shared/groups/groups.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/challenges/:id/group-members: the organizer's Group tab (the linked group's members). */
export const challengeGroupMembersQuery = (challengeId: string) =>
  queryOptions({
    queryKey: queryKeys.challenges.groupMembers(challengeId),
    queryFn: () =>
      apiFetch<ChallengeGroupMembers>(`/challenges/${encodeURIComponent(challengeId)}/group-members`),
  });

export function useChallengeGroupMembers(challengeId: string) {
  return useQuery(challengeGroupMembersQuery(challengeId));
}
