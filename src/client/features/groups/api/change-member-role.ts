import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupRole } from '#shared/domain/group-roles';
import type { GroupMember } from '#shared/groups/groups.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/**
 * PATCH /api/groups/:id/members/:userId: a new role (only admins make admins; an admin may step down while
 * another admin remains).
 */
export function useChangeMemberRole(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: GroupRole }) =>
      apiFetch<GroupMember>(`/groups/${encodeURIComponent(groupId)}/members/${encodeURIComponent(userId)}`, {
        method: 'PATCH',
        body: { role },
      }),
    // the viewer's own role (and so what the page offers them) changes when they step down; lists show it too
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.groups.all() }),
  });
}
