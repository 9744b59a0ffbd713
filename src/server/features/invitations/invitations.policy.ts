// Who may invite, and when an invitation can still be used: pure, so every rule reads in one place.

export const messages = {
  challengeNotFound: 'Challenge not found. Please refresh the page and try again.',
  notParticipant: 'Only participants can invite friends to this challenge.',
  completed: 'Cannot invite friends to a completed challenge.',
  userNotFound: 'User not found',
  alreadyParticipant: 'User is already a participant in this challenge',
  tooMany: 'Too many invitations sent. Please wait a while before sending more.',
  sendFailed: 'Failed to send invitation due to a server issue. Please try again in a moment.',
  notFoundOrExpired: 'Invitation not found or has expired',
  alreadyUsed: 'Invitation already used or cancelled.',
} as const;

/** 32 random bytes in base64url: anything else names no invitation, so it is refused before any query. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const isWellFormedToken = (token: string | undefined): token is string =>
  token !== undefined && TOKEN.test(token);

/** Spec §5: an invitation is valid only while it has not expired (checked before whether it is still pending). */
export const hasExpired = (invitation: { expiresAt: Date }, now: Date) =>
  invitation.expiresAt.getTime() <= now.getTime();
