import { uuidOr404 } from '#server/lib/uuid';
import type { AcceptInvitationResult } from '#shared/invitations/invitations.types';
import type { Actor, Deps } from '#server/app-env';
import type { Database } from '#server/db/database';
import { conflict, DomainError, notFound, unprocessable } from '#server/lib/domain-error';
import { hashSecretToken, isWellFormedSecretToken } from '#server/lib/secret-token';
import { lockChallenge } from '#server/features/challenges/challenges.queries';
import { challengeMessages } from '#server/features/challenges/challenge-messages';
import { joinChallenge } from '#server/features/challenges/join-challenge';
import { notificationMessages } from '#server/features/notifications/notification-messages';
import { invitationMessages } from './invitation-messages';
import { hasExpired } from './invitations.policy';
import {
  findInvitationChallengeId,
  findOwnNotificationInvitation,
  lockInvitation,
  markInvitationNotificationsRead,
  setInvitationStatus,
} from './invitations.queries';

// Answering an invitation. The token is the capability (docs/decisions/012): whoever holds the link may accept
// (signed in) or decline (no account needed). Each answer locks the invitation row, so it is used at most once.
// The database knows the token only by its hash (decision 057).

/** The link's token as the database knows it; a malformed one names no invitation, so it is refused before SQL. */
function tokenHashOf(token: string | undefined): string {
  if (!isWellFormedSecretToken(token)) throw notFound(invitationMessages.notFoundOrExpired);
  return hashSecretToken(token);
}

/** The invitation, locked, if it can still be answered; else the spec's refusal. */
async function lockPendingInvitation(tx: Database, tokenHash: string, now: Date) {
  const invitation = await lockInvitation(tx, tokenHash);
  if (!invitation || hasExpired(invitation, now)) throw notFound(invitationMessages.notFoundOrExpired);
  if (invitation.status !== 'pending') throw conflict(invitationMessages.alreadyUsed);
  return invitation;
}

/** Joins through the one join service (ended, full; and a departed person may come back by invitation). */
async function joinByInvitation(tx: Database, challengeId: string, userId: string, now: Date) {
  try {
    await joinChallenge(tx, challengeId, userId, now);
  } catch (error) {
    if (!(error instanceof DomainError) || error.status !== 409) throw error;
    // product-rules.md#invitations: a duplicate-participant error on accepting an invitation is tolerated (the
    // refusal comes before any write, so the transaction goes on)
    if (error.message === challengeMessages.alreadyParticipant) return;
    // the challenge cannot take the person (ended, full): 422, so that 409 keeps meaning "invitation used"
    throw unprocessable(error.message);
  }
}

/** Accepting by the link. */
export async function acceptInvitation(
  deps: Deps,
  actor: Actor,
  token: string | undefined,
): Promise<AcceptInvitationResult> {
  return acceptInvitationByTokenHash(deps, actor, tokenHashOf(token));
}

/** By the link, or from the bell: its notification leads to the invitation's row, which holds the hash only. */
async function acceptInvitationByTokenHash(
  deps: Deps,
  actor: Actor,
  tokenHash: string,
): Promise<AcceptInvitationResult> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // the challenge row is locked before the invitation's, in the order deleting a challenge (which cascades to
    // its invitations) takes them, so the two never deadlock
    const challengeId = await findInvitationChallengeId(tx, tokenHash);
    if (!challengeId) throw notFound(invitationMessages.notFoundOrExpired);
    await lockChallenge(tx, challengeId);
    const invitation = await lockPendingInvitation(tx, tokenHash, now);
    await joinByInvitation(tx, invitation.challengeId, actor.userId, now);
    await setInvitationStatus(tx, invitation.id, 'accepted');
    await markInvitationNotificationsRead(tx, invitation.id);
    return { challengeId: invitation.challengeId };
  });
}

export async function declineInvitation(deps: Deps, token: string | undefined) {
  const tokenHash = tokenHashOf(token);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const invitation = await lockPendingInvitation(tx, tokenHash, now);
    await setInvitationStatus(tx, invitation.id, 'cancelled');
    await markInvitationNotificationsRead(tx, invitation.id);
  });
}

/** 'Accept Invitation' in the bell: only on one's own notification, for the invitation it carries. */
export async function acceptInvitationFromNotification(
  deps: Deps,
  actor: Actor,
  notificationId: string | undefined,
): Promise<AcceptInvitationResult> {
  const id = uuidOr404(notificationId, notificationMessages.notFound);
  const notification = await findOwnNotificationInvitation(deps.db, id, actor.userId);
  if (!notification) throw notFound(notificationMessages.notFound);
  if (!notification.tokenHash) throw notFound(invitationMessages.notFoundOrExpired);
  return acceptInvitationByTokenHash(deps, actor, notification.tokenHash);
}
