import { msg } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import type { AcceptInvitationResult } from '#shared/invitations/invitations.types';
import { apiFetch, messageOf } from '#client/lib/api-client';
import { markInvitationJustAccepted } from '#client/lib/just-accepted-invitation';
import { queryClient } from '#client/lib/query-client';
import { refreshMyChallenges } from '#client/lib/refresh-my-challenges';
import { showToast } from '#client/lib/toast';
import { i18n } from '@lingui/core';
import { ACCEPTED_INVITATION_MESSAGE } from '../utils/invitation-messages';

/** POST /api/invitations/:token/accept: the signed-in person joins the challenge; the token then is used up. */
const acceptInvitation = (token: string) =>
  apiFetch<AcceptInvitationResult>(`/invitations/${encodeURIComponent(token)}/accept`, { method: 'POST' });

/** Everything that follows an accepted invitation, wherever it was accepted: the spot's flag and fresh lists. */
export async function afterInvitationAccepted() {
  showToast({ kind: 'success', message: i18n._(ACCEPTED_INVITATION_MESSAGE) });
  markInvitationJustAccepted();
  await refreshMyChallenges(queryClient);
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation, onSuccess: afterInvitationAccepted });
}

/**
 * The invitation a signed-out holder of its link came with, accepted right after they signed in or up (decision
 * 062): no second tap. Returns the challenge to land in, or null when it was refused — the server's reason is told,
 * and the invitation page, where the person goes instead, shows what is left to do. Never throws.
 */
export async function acceptPendingInvitation(token: string): Promise<string | null> {
  try {
    const { challengeId } = await acceptInvitation(token);
    await afterInvitationAccepted();
    return challengeId;
  } catch (error) {
    showToast({ kind: 'error', message: messageOf(error, i18n._(msg`Failed to accept invitation.`)) });
    return null;
  }
}
