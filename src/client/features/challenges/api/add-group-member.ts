import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupMemberCandidate } from '#shared/groups/groups.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** POST /api/challenges/:id/group-members: the organizer adds a member of the linked group. */
export function useAddGroupMember(challengeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiFetch<GroupMemberCandidate>(`/challenges/${encodeURIComponent(challengeId)}/group-members`, {
        method: 'POST',
        body: { userId },
      }),
    // the challenge's key is the prefix of the Group tab's, so both the participants and the list refresh
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.challenges.detail(challengeId) }),
  });
}
