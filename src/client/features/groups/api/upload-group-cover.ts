import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupDetail } from '#shared/groups/groups.types';
import { apiFetch } from '#client/lib/api-client';
import { storeGroup } from './get-group';

/** POST /api/groups/:id/cover (multipart, field `cover`, admins only): checked and re-encoded by the server. */
export function useUploadGroupCover(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('cover', file);
      return apiFetch<GroupDetail>(`/groups/${encodeURIComponent(id)}/cover`, { method: 'POST', body });
    },
    onSuccess: (group) => storeGroup(queryClient, group),
  });
}
