import { END_AFTER_START_MESSAGE, isEndAfterStart } from '../../../shared/challenges/challenge-dates';
import type { CalendarDate } from '../../../shared/domain/calendar-date';
import { type ChallengeDates, challengeStatus } from '../../../shared/domain/challenge-status';

// Who may do what with a challenge, and which changes are allowed: pure, so every rule reads in one place.

export const messages = {
  notFound: 'Challenge not found',
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
  rejoinNeedsInvitation: 'You left this challenge. Ask a participant for a new invitation to join again.',
} as const;

interface Owned {
  organizerId: string | null;
}

/** A challenge without an organizer is a template (spec §3): started as a personal copy, never viewed or joined. */
export const isTemplate = (challenge: Owned) => challenge.organizerId === null;

export const isOrganizer = (challenge: Owned, userId: string) =>
  challenge.organizerId !== null && challenge.organizerId === userId;

interface DateChange {
  startDate?: CalendarDate;
  endDate?: CalendarDate;
}

export interface Refusal {
  field: 'startDate' | 'endDate';
  message: string;
}

/**
 * Why an edit of the dates is refused, or null. A date sent unchanged is no change (the edit form sends both).
 * Active: the start is locked (spec §4). Completed: both are locked, so an ended challenge cannot be reopened
 * (our decision, docs/decisions/010). Upcoming: the start may move, but not into the past (spec §5's picker).
 */
export function dateChangeRefusal(
  current: ChallengeDates,
  next: DateChange,
  today: CalendarDate,
): Refusal | null {
  const startChanged = next.startDate !== undefined && next.startDate !== current.startDate;
  const endChanged = next.endDate !== undefined && next.endDate !== current.endDate;
  const status = challengeStatus(current, today);
  if (status === 'completed' && (startChanged || endChanged)) {
    return { field: startChanged ? 'startDate' : 'endDate', message: messages.datesLockedWhenCompleted };
  }
  if (status === 'active' && startChanged) return { field: 'startDate', message: messages.startDateLocked };
  if (status === 'upcoming' && startChanged && next.startDate! < today) {
    return { field: 'startDate', message: messages.startDateInPast };
  }
  const startDate = next.startDate ?? current.startDate;
  const endDate = next.endDate ?? current.endDate;
  if (!isEndAfterStart({ startDate, endDate })) return { field: 'endDate', message: messages.endBeforeStart };
  return null;
}

interface JoinSituation {
  isTemplate: boolean;
  status: ReturnType<typeof challengeStatus>;
  isParticipant: boolean;
  participantCount: number;
  maxParticipants: number;
}

/** Why a person may not join, or null (spec §4, §5); the same for every way in. */
export function joinRefusal(
  situation: JoinSituation,
): { kind: 'bad-request' | 'conflict'; message: string } | null {
  if (situation.isTemplate) return { kind: 'bad-request', message: messages.templateNotJoinable };
  if (situation.status === 'completed') return { kind: 'conflict', message: messages.ended };
  if (situation.isParticipant) return { kind: 'conflict', message: messages.alreadyParticipant };
  if (situation.participantCount >= situation.maxParticipants)
    return { kind: 'conflict', message: messages.full };
  return null;
}
