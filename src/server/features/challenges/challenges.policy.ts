import { isEndAfterStart } from '#shared/challenges/challenge-dates';
import type { CalendarDate } from '#shared/domain/calendar-date';
import { type ChallengeDates, challengeStatus } from '#shared/domain/challenge-status';
import { challengeMessages } from './challenge-messages';

// Which changes to a challenge are allowed, and who may join it: pure, so every rule reads in one place (who may
// see a challenge and act as its organizer is challenge-access.ts).

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
 * Active: the start is locked (product-rules.md#editing-a-challenge). Completed: both are locked, so an ended
 * challenge cannot be reopened (our decision, docs/decisions/010). Upcoming: the start may move, but not into the
 * past (the picker of #editing-a-challenge).
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
    return {
      field: startChanged ? 'startDate' : 'endDate',
      message: challengeMessages.datesLockedWhenCompleted,
    };
  }
  if (status === 'active' && startChanged)
    return { field: 'startDate', message: challengeMessages.startDateLocked };
  if (status === 'upcoming' && startChanged && next.startDate! < today) {
    return { field: 'startDate', message: challengeMessages.startDateInPast };
  }
  const startDate = next.startDate ?? current.startDate;
  const endDate = next.endDate ?? current.endDate;
  if (!isEndAfterStart({ startDate, endDate }))
    return { field: 'endDate', message: challengeMessages.endBeforeStart };
  return null;
}

interface JoinSituation {
  isTemplate: boolean;
  status: ReturnType<typeof challengeStatus>;
  isParticipant: boolean;
  participantCount: number;
  maxParticipants: number;
}

/** Why a person may not join, or null (product-rules.md#editing-a-challenge); the same for every way in. */
export function joinRefusal(
  situation: JoinSituation,
): { kind: 'bad-request' | 'conflict'; message: string } | null {
  if (situation.isTemplate) return { kind: 'bad-request', message: challengeMessages.templateNotJoinable };
  if (situation.status === 'completed') return { kind: 'conflict', message: challengeMessages.ended };
  if (situation.isParticipant) return { kind: 'conflict', message: challengeMessages.alreadyParticipant };
  if (situation.participantCount >= situation.maxParticipants)
    return { kind: 'conflict', message: challengeMessages.full };
  return null;
}
