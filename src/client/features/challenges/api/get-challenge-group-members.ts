import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChallengeGroupMembers } from '../../../../shared/groups/groups.types';
import { apiFetch } from '../../../lib/api-client';
import { challengeQueryKey } from './get-challenge';

export const challengeGroupMembersQueryKey = (challengeId: string) =>
  [...challengeQueryKey(challengeId), 'group-members'] as const;

/** GET /api/challenges/:id/group-members: the organizer's Group tab (the linked group's members). */
export const challengeGroupMembersQuery = (challengeId: string) =>
  queryOptions({
    queryKey: challengeGroupMembersQueryKey(challengeId),
    queryFn: () =>
      apiFetch<ChallengeGroupMembers>(`/challenges/${encodeURIComponent(challengeId)}/group-members`),
  });

export function useChallengeGroupMembers(challengeId: string) {
  return useQuery(challengeGroupMembersQuery(challengeId));
}
