import { PRODUCT_NAME } from '#shared/auth/auth.schemas';
import { INVITATION_VALID_DAYS } from '#shared/invitations/invitations.schemas';
import { linkEmail } from '#server/mail/auth-emails';
import type { MailMessage } from '#server/mail/mailer';

// The invitee's zone is unknown (they may have no account), so the expiry is said in UTC, unambiguously.
const expiryFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

interface InvitationEmail {
  to: string;
  inviterName: string;
  challengeTitle: string;
  url: string;
  expiresAt: Date;
}

/** The e-mail with the /invitation/{token} link; names and titles are people's input, escaped by linkEmail. */
export function invitationEmail({
  to,
  inviterName,
  challengeTitle,
  url,
  expiresAt,
}: InvitationEmail): MailMessage {
  // a header holds one line: a name cannot add headers or break the subject
  const subjectName = inviterName.replace(/\s+/g, ' ').trim();
  return linkEmail(
    to,
    `${subjectName} invited you to a challenge on ${PRODUCT_NAME}`,
    `${inviterName} invited you to join the challenge "${challengeTitle}" on ${PRODUCT_NAME}.`,
    'View the invitation',
    url,
    `The invitation expires in ${INVITATION_VALID_DAYS} days (${expiryFormat.format(expiresAt)}). ` +
      'If you were not expecting it, you can ignore this e-mail.',
  );
}
