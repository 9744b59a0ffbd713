import { useQuery } from '@tanstack/react-query';
import type { InvitationView } from '#shared/invitations/invitations.types';
import { apiFetch } from '#client/lib/api-client';
import { queryKeys } from '#client/lib/query-keys';

/** GET /api/invitations/:token: a pending invitation that has not expired, with its challenge; else 404. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: queryKeys.invitations.detail(token),
    queryFn: () => apiFetch<InvitationView>(`/invitations/${encodeURIComponent(token)}`),
    enabled: token !== '',
  });
}
