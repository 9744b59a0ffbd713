import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateGroupInput } from '../../../../shared/groups/groups.schemas';
import type { GroupDetail } from '../../../../shared/groups/groups.types';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The created group; `membersNotAdded` counts the initial members the server could not add (spec §8). */
export type CreatedGroup = GroupDetail & { membersNotAdded?: number };

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

/** Spec §8 "Group creation": the toast for a refused or failed creation. */
export function createGroupFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Failed to create group';
  if (error.status === 401) return 'Authentication issue. Please try signing out and back in.';
  if (error.status === 403) return 'Permission denied. Please refresh the page and try again.';
  if (error.status === 409) return 'A group with this name already exists.';
  // the server's own words for what it refused (e.g. a field), a generic line for a crash or a lost connection
  return error.status >= 400 && error.status < 500 && error.message
    ? error.message
    : 'Failed to create group';
}
