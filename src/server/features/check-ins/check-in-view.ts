import type { CheerSummary } from '#shared/cheers/cheers.types';
import type { CheckIn, RecentCheckIn } from '#shared/check-ins/check-ins.types';
import type { PersonSummary } from '#shared/users/users.types';
import type { CalendarDate } from '#shared/domain/calendar-date';
import type { ChallengeDates } from '#shared/domain/challenge-status';
import { isOldCheckIn, isOutsideChallenge } from '#shared/domain/check-in-window';
import { displayName } from '#shared/domain/display-name';
import { isStepGoalData, isSuccessfulDay } from '#shared/domain/scoring';

interface StoredCheckIn {
  id: string;
  challengeId: string;
  userId: string;
  date: string;
  goalData: unknown;
  sugarFree: boolean;
  notes: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

const isoString = (instant: Date | string) => new Date(instant).toISOString();

/** The JSON of a check-in; `today` is the challenge's today, which decides the 'old' flag. */
export function toCheckIn(row: StoredCheckIn, challenge: ChallengeDates, today: CalendarDate): CheckIn {
  const steps = isStepGoalData(row.goalData) ? row.goalData : null;
  return {
    id: row.id,
    challengeId: row.challengeId,
    userId: row.userId,
    date: row.date,
    met: isSuccessfulDay(row.goalData, row.sugarFree),
    stepCount: steps?.stepCount ?? null,
    targetSteps: steps?.targetSteps ?? null,
    percentage: steps?.percentage ?? null,
    notes: row.notes,
    createdAt: isoString(row.createdAt),
    updatedAt: isoString(row.updatedAt),
    isOld: isOldCheckIn(row.date, today),
    isOutsideChallenge: isOutsideChallenge(row.date, challenge),
  };
}

export interface StoredPerson {
  id: string;
  name: string | null;
  email: string | null;
  avatar: string | null;
}

export const toPersonSummary = (person: StoredPerson): PersonSummary => ({
  id: person.id,
  name: displayName(person),
  avatar: person.avatar,
});

export function toRecentCheckIn(
  row: StoredCheckIn,
  person: StoredPerson,
  challenge: ChallengeDates & { title: string },
  today: CalendarDate,
  cheers: CheerSummary,
): RecentCheckIn {
  return {
    ...toCheckIn(row, challenge, today),
    person: toPersonSummary(person),
    challengeTitle: challenge.title,
    cheers,
  };
}
