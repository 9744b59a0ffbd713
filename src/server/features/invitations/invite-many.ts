import { t } from '@lingui/core/macro';
import type { LocalText } from '#shared/i18n/local-text';
import { INVITATION_VALID_DAYS } from '#shared/invitations/invitations.schemas';
import type { Database } from '#server/db/database';
import { invitations } from '#server/db/schema/social';
import { hashSecretToken, newSecretToken } from '#server/lib/secret-token';
import { createNotifications } from '#server/features/notifications/notifications.service';
import { blockersAmong } from '#server/features/blocks/block-access';

const VALID_MS = INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000;

export interface Invitee {
  userId: string;
  email: string;
}

/**
 * Invites people who already have accounts, inside the caller's transaction: one invitation each (a token like any
 * invitation's, kept only as its hash, so it is accepted, declined and expires the same way) and its 'Challenge
 * Invitation' notification with Accept Invitation in the bell. Three statements whatever the number of people. No
 * e-mail: everyone invited this way is signed up and reached by the bell and push (decision 042), so the token
 * itself is never needed (decision 057).
 */
export async function inviteMany(
  tx: Database,
  input: { challengeId: string; invitedBy: string; message: LocalText; invitees: Invitee[]; now: Date },
): Promise<number> {
  // nobody is invited by someone they blocked (product-rules.md#blocking)
  const blockers = await blockersAmong(
    tx,
    input.invitedBy,
    input.invitees.map((invitee) => invitee.userId),
  );
  const invitees = input.invitees.filter((invitee) => !blockers.has(invitee.userId));
  if (invitees.length === 0) return 0;
  const expiresAt = new Date(input.now.getTime() + VALID_MS);
  const invited = invitees.map((invitee) => ({
    ...invitee,
    tokenHash: hashSecretToken(newSecretToken()),
  }));
  const rows = await tx
    .insert(invitations)
    .values(
      invited.map((invitee) => ({
        tokenHash: invitee.tokenHash,
        email: invitee.email,
        challengeId: input.challengeId,
        invitedBy: input.invitedBy,
        expiresAt,
      })),
    )
    .returning({ id: invitations.id, tokenHash: invitations.tokenHash });
  // matched by token hash: RETURNING promises no order
  const idOfTokenHash = new Map(rows.map((row) => [row.tokenHash, row.id]));
  await createNotifications(
    tx,
    invited.map((invitee) => ({
      userId: invitee.userId,
      type: 'invitation' as const,
      title: (i18n) => t(i18n)`Challenge Invitation`,
      message: input.message,
      challengeId: input.challengeId,
      invitationId: idOfTokenHash.get(invitee.tokenHash)!,
    })),
  );
  return rows.length;
}
