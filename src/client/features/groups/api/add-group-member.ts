import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupMember } from '#shared/groups/groups.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** POST /api/groups/:id/members: a moderator or admin adds a person found by search; they are notified. */
export function useAddGroupMember(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      apiFetch<GroupMember>(`/groups/${encodeURIComponent(groupId)}/members`, {
        method: 'POST',
        body: { userId },
      }),
    // the members, the member count on this page, the card and the lists
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.groups.all() }),
  });
}
