import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteLinkInput } from '#shared/instance/instance.schemas';
import type { CreatedInviteLink, InviteLink } from '#shared/instance/instance.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';
import { INSTANCE_API } from './instance-api-path';
import { updateOverview } from './update-overview';

/** POST /api/admin/instance/invite-links: the answer holds the only copy of the link's URL. */
export function useCreateInviteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteLinkInput) =>
      apiFetch<CreatedInviteLink>(`${INSTANCE_API}/invite-links`, { method: 'POST', body: input }),
    onSuccess: ({ link }) =>
      updateOverview(queryClient, (overview) => ({
        ...overview,
        inviteLinks: [link, ...overview.inviteLinks],
      })),
  });
}

/** DELETE /api/admin/instance/invite-links/:id: shown revoked at once, read again on failure. */
export function useRevokeInviteLink() {
  const queryClient = useQueryClient();
  const setStatus = (id: string, change: (link: InviteLink) => InviteLink) =>
    updateOverview(queryClient, (overview) => ({
      ...overview,
      inviteLinks: overview.inviteLinks.map((link) => (link.id === id ? change(link) : link)),
    }));
  return useMutation({
    networkMode: 'always',
    mutationFn: (id: string) =>
      apiFetch<InviteLink>(`${INSTANCE_API}/invite-links/${id}`, { method: 'DELETE' }),
    onMutate: (id) => setStatus(id, (link) => ({ ...link, status: 'revoked' })),
    onSuccess: (revoked) => setStatus(revoked.id, () => revoked),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.instance.overview() }),
  });
}
