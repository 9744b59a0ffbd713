import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
// The invitations API's refusals, word for word where the spec quotes them.
export const invitationMessages = {
  challengeNotFound: translatable(msg`Challenge not found. Please refresh the page and try again.`),
  notParticipant: translatable(msg`Only participants can invite friends to this challenge.`),
  completed: translatable(msg`Cannot invite friends to a completed challenge.`),
  userNotFound: translatable(msg`User not found`),
  alreadyParticipant: translatable(msg`User is already a participant in this challenge`),
  sendFailed: translatable(
    msg`Failed to send invitation due to a server issue. Please try again in a moment.`,
  ),
  notFoundOrExpired: translatable(msg`Invitation not found or has expired`),
  alreadyUsed: translatable(msg`Invitation already used or cancelled.`),
} as const;
