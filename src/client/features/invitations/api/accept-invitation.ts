import { useMutation } from '@tanstack/react-query';
import type { AcceptInvitationResult } from '#shared/invitations/invitations.types';
import { apiFetch } from '#client/lib/api-client';

/** POST /api/invitations/:token/accept: the signed-in person joins the challenge; the token then is used up. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (token: string) =>
      apiFetch<AcceptInvitationResult>(`/invitations/${encodeURIComponent(token)}/accept`, {
        method: 'POST',
      }),
  });
}
