// The invitations API's refusals, word for word where the spec quotes them.
export const invitationMessages = {
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
