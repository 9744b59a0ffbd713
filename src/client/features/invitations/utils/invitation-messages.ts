import { i18n as activeI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '#client/lib/api-client';

// In the screen's `i18n` (useLingui); without one, the active language.

/** What a failed invitation send tells the sender (product-rules.md#invitation-messages), by the server's answer. */
export function sendInvitationFailure(
  error: unknown,
  i18n: I18n = activeI18n,
): { title?: string; message: string } {
  if (!(error instanceof ApiError))
    return { message: i18n._(msg`Failed to send invitation: Please try again.`) };
  if (error.status === 401)
    return {
      title: i18n._(msg`Authentication Error`),
      message: i18n._(msg`Your session has expired. Please sign out and sign in again.`),
    };
  if (error.status === 404)
    return {
      title: i18n._(msg`Error`),
      message: i18n._(msg`Challenge not found. Please refresh the page and try again.`),
    };
  if (error.status >= 500)
    return {
      title: i18n._(msg`Server Error`),
      message: i18n._(msg`Failed to send invitation due to a server issue. Please try again in a moment.`),
    };
  const reason = error.message;
  return { message: i18n._(msg`Failed to send invitation: ${reason}`) };
}

/** product-rules.md#invitations: the toast of an accepted invitation. */
export const ACCEPTED_INVITATION_MESSAGE = msg`You have successfully joined the challenge!`;
