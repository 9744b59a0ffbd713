import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGroupInput } from '#shared/groups/groups.schemas';
import type { CreatedGroup, GroupDetail } from '#shared/groups/groups.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** POST /api/groups: the creator becomes its admin; each initial member is added and notified. */
export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateGroupInput) =>
      apiFetch<CreatedGroup>('/groups', { method: 'POST', body: input }),
    onSuccess: async ({ membersNotAdded: _, ...group }) => {
      // the group page opens next: it starts from the answer instead of asking again
      queryClient.setQueryData<GroupDetail>(queryKeys.groups.detail(group.id), group);
      await queryClient.invalidateQueries({ queryKey: queryKeys.groups.lists() });
    },
  });
}
