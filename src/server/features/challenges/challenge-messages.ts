import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { END_AFTER_START_MESSAGE } from '#shared/challenges/challenge-dates';

// The challenges API's refusals, word for word where the spec quotes them; every feature that refuses an unknown
// challenge (check-ins, boards, group tabs, invitations' paths) says notFound from here.
export const challengeMessages = {
  notFound: translatable(msg`Challenge not found`),
  createLimited: translatable(
    msg`You have created many challenges in the last hour. Please wait a while before creating another.`,
  ),
  editNotOrganizer: translatable(msg`You can only edit challenges that you created.`),
  deleteNotOrganizer: translatable(msg`You can only delete challenges that you created.`),
  startDateLocked: translatable(msg`Cannot change start date for active challenges`),
  datesLockedWhenCompleted: translatable(msg`Cannot change the dates of a completed challenge.`),
  startDateInPast: translatable(msg`Start date cannot be in the past.`),
  endBeforeStart: END_AFTER_START_MESSAGE,
  templateNotJoinable: translatable(msg`Template challenges cannot be joined. Start your own copy instead.`),
  ended: translatable(msg`This challenge has ended`),
  alreadyParticipant: translatable(msg`User is already a participant in this challenge`),
  full: translatable(msg`Challenge is full. Maximum participants reached.`),
  organizerCannotLeave: translatable(msg`The organizer cannot leave their own challenge. Delete it instead.`),
  notParticipant: translatable(msg`You are not a participant in this challenge.`),
  removeNotOrganizer: translatable(msg`Only the organizer can remove participants.`),
  removeSelf: translatable(msg`You cannot remove yourself from your own challenge.`),
  participantNotFound: translatable(msg`Participant not found`),
  /** creating a challenge in a group, running one again there or adopting one (group-challenges) */
  addToGroupNotModerator: translatable(msg`Only group admins and moderators can add challenges.`),
  rejoinNeedsInvitation: translatable(
    msg`You left this challenge. Ask a participant for a new invitation to join again.`,
  ),
} as const;
