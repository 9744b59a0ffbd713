import { readerI18n } from '#server/i18n/readers-locales';
import { timingSafeEqual } from 'node:crypto';
import type { EmailChangeOutcome } from '#shared/account/account.schemas';
import type { EmailChangeRequested } from '#shared/account/account.types';
import type { Actor, Deps } from '#server/app-env';
import { badRequest, conflict } from '#server/lib/domain-error';
import { hashSecretToken, newSecretToken } from '#server/lib/secret-token';
import { emailChangeConfirmationEmail, emailChangedNoticeEmail } from '#server/mail/account-emails';
import type { MailMessage } from '#server/mail/mailer';
import { accountMessages } from './account-messages';
import {
  deletePendingEmailChange,
  findEmailOwner,
  lockPendingEmailChange,
  replacePendingEmailChange,
  setConfirmedEmail,
} from './account.queries';

/** How long the confirmation link works (product-rules.md#account-settings). */
export const EMAIL_CHANGE_LINK_HOURS = 24;
export const CONFIRM_EMAIL_PATH = '/api/account/email/confirm';

/**
 * Sends a confirmation link to the new address; nothing changes until it is opened. Only the link's hash is kept
 * (decision 044), one pending change per person (a newer request replaces the link). The e-mail goes out after the
 * answer, like better-auth's (decision 021).
 */
export async function requestEmailChange(
  deps: Deps,
  actor: Actor,
  input: { newEmail: string },
): Promise<EmailChangeRequested> {
  const newEmail = input.newEmail;
  if (newEmail === actor.email)
    throw badRequest(accountMessages.sameEmail, { newEmail: accountMessages.sameEmail });
  if (await findEmailOwner(deps.db, newEmail)) {
    throw conflict(accountMessages.emailInUse);
  }
  const secret = newSecretToken();
  const tokenHash = hashSecretToken(secret);
  const expiresAt = new Date(deps.clock.now().getTime() + EMAIL_CHANGE_LINK_HOURS * 60 * 60 * 1000);
  await replacePendingEmailChange(deps.db, actor.userId, { tokenHash, newEmail }, expiresAt);
  const token = `${actor.userId}.${secret}`;
  const url = `${deps.env.APP_URL}${CONFIRM_EMAIL_PATH}?token=${encodeURIComponent(token)}`;
  sendLater(
    deps,
    emailChangeConfirmationEmail(await readerI18n(deps.db, actor.userId), newEmail, actor.name, url),
  );
  return { pendingEmail: newEmail };
}

/**
 * The confirmation link opened: the address changes (and counts as confirmed) when the link is the person's
 * newest and still valid and the address still free; the old address is told. Needs no session: the link is the
 * proof, whichever browser opens it.
 */
export async function confirmEmailChange(deps: Deps, token: string | undefined): Promise<EmailChangeOutcome> {
  const dot = token?.lastIndexOf('.') ?? -1;
  if (!token || dot < 1) return 'invalid';
  const userId = token.slice(0, dot);
  const given = Buffer.from(hashSecretToken(token.slice(dot + 1)), 'hex');
  const now = deps.clock.now();
  try {
    const changed = await deps.db.transaction(async (tx) => {
      const pending = await lockPendingEmailChange(tx, userId, now);
      const expected = pending && Buffer.from(pending.tokenHash, 'hex');
      if (!pending || !expected || expected.length !== given.length || !timingSafeEqual(expected, given)) {
        return undefined;
      }
      await deletePendingEmailChange(tx, userId);
      const before = await setConfirmedEmail(tx, userId, pending.newEmail, now);
      return before && { ...before, newEmail: pending.newEmail };
    });
    if (!changed) return 'invalid';
    sendLater(
      deps,
      emailChangedNoticeEmail(
        await readerI18n(deps.db, userId),
        changed.email,
        changed.name,
        changed.newEmail,
      ),
    );
    return 'done';
  } catch (error) {
    // someone took the address after the link was sent
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

function sendLater(deps: Deps, message: MailMessage) {
  deps.backgroundTasks.run(
    deps.mailer.send(message).catch((err: unknown) => {
      deps.logger.error({ err, subject: message.subject }, 'An e-mail could not be sent');
    }),
  );
}

// SQLSTATE 23505, as PostgreSQL and PGlite report it through Drizzle (on the error or its cause)
function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
