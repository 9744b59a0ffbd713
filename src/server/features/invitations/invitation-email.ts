import { PRODUCT_NAME } from '#shared/product-name';
import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { formatInstantIn } from '#shared/i18n/formats';

import { INVITATION_VALID_DAYS } from '#shared/invitations/invitations.schemas';
import { linkEmail } from '#server/mail/auth-emails';
import type { MailMessage } from '#server/mail/mailer';

// The invitee's zone is unknown (they may have no account), so the expiry is said in UTC, unambiguously.
const EXPIRY_FORMAT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
};

interface InvitationEmail {
  /** the invitee's language if they have an account, else their inviter's */
  i18n: I18n;
  to: string;
  inviterName: string;
  challengeTitle: string;
  url: string;
  expiresAt: Date;
}

/** The e-mail with the /invitation/{token} link; names and titles are people's input, escaped by linkEmail. */
export function invitationEmail({
  i18n,
  to,
  inviterName,
  challengeTitle,
  url,
  expiresAt,
}: InvitationEmail): MailMessage {
  // a header holds one line: a name cannot add headers or break the subject
  const subjectName = inviterName.replace(/\s+/g, ' ').trim();
  const expiry = formatInstantIn(i18n.locale, expiresAt, EXPIRY_FORMAT);
  return linkEmail(
    to,
    t(i18n)`${subjectName} invited you to a challenge on ${PRODUCT_NAME}`,
    t(i18n)`${inviterName} invited you to join the challenge "${challengeTitle}" on ${PRODUCT_NAME}.`,
    t(i18n)`View the invitation`,
    url,
    t(
      i18n,
    )`The invitation expires in ${INVITATION_VALID_DAYS} days (${expiry}). If you were not expecting it, you can ignore this e-mail.`,
  );
}
