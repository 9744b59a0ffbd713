import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupDetail } from '#shared/groups/groups.types';
import { apiFetch } from '#client/lib/api-client';
import { storeGroup } from './get-group';

/** DELETE /api/groups/:id/cover (admins only): back to the placeholder. */
export function useRemoveGroupCover(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<GroupDetail>(`/groups/${encodeURIComponent(id)}/cover`, { method: 'DELETE' }),
    onSuccess: (group) => storeGroup(queryClient, group),
  });
}
