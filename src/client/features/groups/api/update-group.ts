import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateGroupInput } from '#shared/groups/groups.schemas';
import type { GroupDetail } from '#shared/groups/groups.types';
import { apiFetch } from '#client/lib/api-client';
import { storeGroup } from './get-group';

/** PATCH /api/groups/:id: name, description and privacy (admins only). */
export function useUpdateGroup(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateGroupInput) =>
      apiFetch<GroupDetail>(`/groups/${encodeURIComponent(id)}`, { method: 'PATCH', body: input }),
    onSuccess: (group) => storeGroup(queryClient, group),
  });
}
