import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupMember } from '#shared/groups/groups.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

// under the group's key: a membership change refreshes the group (member count, viewer role) and its members

/** GET /api/groups/:id/members: everyone with their role and joined date (members only for a private group). */
export const groupMembersQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.groups.members(id),
    queryFn: () => apiFetch<GroupMember[]>(`/groups/${encodeURIComponent(id)}/members`),
  });

export function useGroupMembers(id: string) {
  return useQuery(groupMembersQuery(id));
}
