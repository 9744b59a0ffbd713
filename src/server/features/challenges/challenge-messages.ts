import { END_AFTER_START_MESSAGE } from '#shared/challenges/challenge-dates';

// The challenges API's refusals, word for word where the spec quotes them; every feature that refuses an unknown
// challenge (check-ins, boards, group tabs, invitations' paths) says notFound from here.
export const challengeMessages = {
  notFound: 'Challenge not found',
  createLimited:
    'You have created many challenges in the last hour. Please wait a while before creating another.',
  editNotOrganizer: 'You can only edit challenges that you created.',
  deleteNotOrganizer: 'You can only delete challenges that you created.',
  startDateLocked: 'Cannot change start date for active challenges',
  datesLockedWhenCompleted: 'Cannot change the dates of a completed challenge.',
  startDateInPast: 'Start date cannot be in the past.',
  endBeforeStart: END_AFTER_START_MESSAGE,
  templateNotJoinable: 'Template challenges cannot be joined. Start your own copy instead.',
  ended: 'This challenge has ended',
  alreadyParticipant: 'User is already a participant in this challenge',
  full: 'Challenge is full. Maximum participants reached.',
  organizerCannotLeave: 'The organizer cannot leave their own challenge. Delete it instead.',
  notParticipant: 'You are not a participant in this challenge.',
  removeNotOrganizer: 'Only the organizer can remove participants.',
  removeSelf: 'You cannot remove yourself from your own challenge.',
  participantNotFound: 'Participant not found',
  /** creating a challenge in a group, running one again there or adopting one (group-challenges) */
  addToGroupNotModerator: 'Only group admins and moderators can add challenges.',
  rejoinNeedsInvitation: 'You left this challenge. Ask a participant for a new invitation to join again.',
} as const;
