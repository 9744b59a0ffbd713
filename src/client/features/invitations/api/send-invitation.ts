import { useMutation } from '@tanstack/react-query';
import type { SentInvitation } from '#shared/invitations/invitations.types';
import { apiFetch } from '#client/lib/api-client';

export type SendInvitationRequest = { challengeId: string } & ({ email: string } | { userId: string });

/**
 * POST /api/challenges/:id/invitations: by e-mail address (the Email tab) or by a person found in Find Users
 * (Connect). The server sends the e-mail and notifies an existing account; errors carry the spec's messages.
 */
async function sendInvitation({ challengeId, ...invitee }: SendInvitationRequest): Promise<SentInvitation> {
  return apiFetch<SentInvitation>(`/challenges/${encodeURIComponent(challengeId)}/invitations`, {
    method: 'POST',
    body: invitee,
  });
}

export function useSendInvitation() {
  return useMutation({ mutationFn: sendInvitation });
}
