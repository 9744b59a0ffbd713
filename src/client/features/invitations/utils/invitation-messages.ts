import { ApiError } from '#client/lib/api-client';

/** What a failed invitation send tells the sender (product-rules.md#invitation-messages), by the server's answer. */
export function sendInvitationFailure(error: unknown): { title?: string; message: string } {
  if (!(error instanceof ApiError)) return { message: 'Failed to send invitation: Please try again.' };
  if (error.status === 401)
    return {
      title: 'Authentication Error',
      message: 'Your session has expired. Please sign out and sign in again.',
    };
  if (error.status === 404)
    return { title: 'Error', message: 'Challenge not found. Please refresh the page and try again.' };
  if (error.status >= 500)
    return {
      title: 'Server Error',
      message: 'Failed to send invitation due to a server issue. Please try again in a moment.',
    };
  return { message: `Failed to send invitation: ${error.message}` };
}

/** product-rules.md#invitations: the toast of an accepted invitation. */
export const ACCEPTED_INVITATION_MESSAGE = 'You have successfully joined the challenge!';
