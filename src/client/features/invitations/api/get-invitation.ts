import { useQuery } from '@tanstack/react-query';
import type { InvitationView } from '../../../../shared/invitations/invitations.schemas';
import { apiFetch } from '../../../lib/api-client';

export const invitationQueryKey = (token: string) => ['invitations', token] as const;

/** GET /api/invitations/:token: a pending invitation that has not expired, with its challenge; else 404. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: invitationQueryKey(token),
    queryFn: () => apiFetch<InvitationView>(`/invitations/${encodeURIComponent(token)}`),
    enabled: token !== '',
  });
}
