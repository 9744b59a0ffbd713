import { readerI18n } from '#server/i18n/readers-locales';
import { nameOrSomeone } from '#server/i18n/someone';
import { t } from '@lingui/core/macro';
import { normalizeEmail } from '#shared/auth/auth.schemas';
import { challengeStatus } from '#shared/domain/challenge-status';
import { publicName } from '#shared/domain/display-name';
import { INVITATION_VALID_DAYS, type SendInvitationInput } from '#shared/invitations/invitations.schemas';
import {
  type InvitableChallenge,
  type InvitationView,
  type SentInvitation,
} from '#shared/invitations/invitations.types';
import type { Actor, Deps } from '#server/app-env';
import { conflict, DomainError, forbidden, notFound, unprocessable } from '#server/lib/domain-error';
import { hashSecretToken, isWellFormedSecretToken, newSecretToken } from '#server/lib/secret-token';
import type { MailMessage } from '#server/mail/mailer';
import { countAgainstPersonLimit } from '#server/middleware/rate-limit';
import { newAddressInvitationLimit } from '#server/middleware/spam-limits';
import { challengeToday } from '#server/features/challenges/challenge-view';
import { visibleChallenge } from '#server/features/challenges/challenge-access';
import { createNotification } from '#server/features/notifications/notifications.service';
import { refuseIfBlockedBy } from '#server/features/blocks/block-access';
import { blockMessages } from '#server/features/blocks/blocks-messages';
import { invitationEmail } from './invitation-email';
import { invitationMessages } from './invitation-messages';
import { hasExpired } from './invitations.policy';
import {
  findChallengeForSender,
  findInvitationView,
  findInvitee,
  findUserEmail,
  insertInvitation,
  listJoinedChallenges,
} from './invitations.queries';

const VALID_MS = INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000;

/**
 * A participant invites someone by address, or a person found in Find Users (whose address the sender never
 * sees). The invitation, the invitee's notification and the e-mail succeed or fail together: if the e-mail
 * cannot be sent, the transaction rolls back and nothing is kept (docs/decisions/012).
 */
export async function sendInvitation(
  deps: Deps,
  actor: Actor,
  challengeId: string,
  input: SendInvitationInput,
): Promise<SentInvitation> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const challenge = visibleChallenge(
      await findChallengeForSender(tx, challengeId, actor.userId),
      invitationMessages.challengeNotFound,
    );
    if (!challenge.isSenderParticipant) throw forbidden(invitationMessages.notParticipant);
    if (challengeStatus(challenge, challengeToday(challenge, now)) === 'completed') {
      throw unprocessable(invitationMessages.completed);
    }
    const address = 'email' in input ? input.email : await findUserEmail(tx, input.userId);
    if (!address) throw notFound(invitationMessages.userNotFound);
    const email = normalizeEmail(address);
    const invitee = await findInvitee(tx, email, challenge.id);
    if (invitee?.isParticipant) throw conflict(invitationMessages.alreadyParticipant);
    // by id or by their address alike (product-rules.md#blocking)
    await refuseIfBlockedBy(tx, invitee?.userId ?? null, actor.userId, blockMessages.cannotInvite);
    // an e-mail to an address with no account reaches a stranger: a tighter allowance (decision 086), counted in
    // this transaction so an invitation that is not sent does not count
    if (!invitee) await countAgainstPersonLimit(deps, tx, actor.userId, newAddressInvitationLimit);

    // the link's token goes into the e-mail only; the database keeps its hash (decision 057)
    const token = newSecretToken();
    const invitation = await insertInvitation(tx, {
      tokenHash: hashSecretToken(token),
      email,
      challengeId: challenge.id,
      invitedBy: actor.userId,
      expiresAt: new Date(now.getTime() + VALID_MS),
    });
    if (invitee) {
      await createNotification(tx, {
        userId: invitee.userId,
        type: 'invitation',
        title: (i18n) => t(i18n)`Challenge Invitation`,
        message: (i18n) => {
          const inviterName = nameOrSomeone(i18n, actor.name);
          const title = challenge.title;
          return t(i18n)`${inviterName} invited you to join "${title}"`;
        },
        challengeId: challenge.id,
        invitationId: invitation.id,
      });
    }
    const emailI18n = await readerI18n(tx, invitee?.userId ?? actor.userId);
    const message = invitationEmail({
      i18n: emailI18n,
      to: email,
      inviterName: nameOrSomeone(emailI18n, actor.name),
      challengeTitle: challenge.title,
      url: `${deps.env.APP_URL}/invitation/${token}`,
      expiresAt: invitation.expiresAt,
    });
    await sendOrRollBack(deps, message, { challengeId: challenge.id, invitationId: invitation.id });
    return { id: invitation.id, expiresAt: invitation.expiresAt.toISOString() };
  });
}

/** Throwing here rolls the caller's transaction back; the log names the invitation, never its token. */
async function sendOrRollBack(deps: Deps, message: MailMessage, context: Record<string, string>) {
  try {
    await deps.mailer.send(message);
  } catch (error) {
    deps.logger.error({ err: error, ...context }, 'invitation e-mail could not be sent');
    throw new DomainError(502, 'MAIL_FAILED', invitationMessages.sendFailed);
  }
}

/**
 * The public invitation page: only a pending invitation that has not expired (product-rules.md#invitations). The
 * token is the capability; a signed-out holder also gets the address it was sent to, to start the sign-up or sign-in
 * form with (docs/decisions/025); a signed-in one never needs it, so never sees it.
 */
export async function getInvitation(
  deps: Deps,
  viewer: Actor | null,
  token: string | undefined,
): Promise<InvitationView> {
  if (!isWellFormedSecretToken(token)) throw notFound(invitationMessages.notFoundOrExpired);
  const row = await findInvitationView(deps.db, hashSecretToken(token));
  const now = deps.clock.now();
  if (!row || row.status !== 'pending' || hasExpired(row, now))
    throw notFound(invitationMessages.notFoundOrExpired);
  const { timezone, ...challenge } = row.challenge;
  return {
    token,
    expiresAt: row.expiresAt.toISOString(),
    invitedByName: publicName(row.invitedByName),
    ...(viewer === null && { invitedEmail: row.email }),
    challenge: { ...challenge, status: challengeStatus(challenge, challengeToday({ timezone }, now)) },
  };
}

/** Find Users' Connect menu: the asker's challenges they may invite to (joined, not completed). */
export async function listInvitableChallenges(deps: Deps, actor: Actor): Promise<InvitableChallenge[]> {
  const now = deps.clock.now();
  const rows = await listJoinedChallenges(deps.db, actor.userId);
  return rows
    .map((row) => ({ id: row.id, title: row.title, status: challengeStatus(row, challengeToday(row, now)) }))
    .filter((challenge) => challenge.status !== 'completed');
}
