import type { CheerSummary } from '#shared/cheers/cheers.types';
import type {
  CheckIn,
  CheckInFlag,
  CheckInKind,
  CheckInSource,
  RecentCheckIn,
} from '#shared/check-ins/check-ins.types';
import { isLoggedLate } from '#shared/check-ins/logged-late';
import type { CalendarDate } from '#shared/domain/calendar-date';
import type { ChallengeDates } from '#shared/domain/challenge-status';
import { isOldCheckIn, isOutsideChallenge } from '#shared/domain/check-in-window';
import { isAmountGoalData, isStepGoalData, isSuccessfulDay } from '#shared/domain/scoring';
import { type StoredPerson, toPersonSummary } from '#server/features/users/person-view';

interface StoredCheckIn {
  id: string;
  challengeId: string;
  userId: string;
  date: string;
  kind: CheckInKind;
  goalData: unknown;
  sugarFree: boolean;
  notes: string | null;
  source: CheckInSource;
  createdAt: Date | string;
  updatedAt: Date | string;
}

const isoString = (instant: Date | string) => new Date(instant).toISOString();

/** The organizer's flag as stored (check_in_flags). */
export interface StoredFlag {
  createdAt: Date | string;
  reason: string | null;
}

/** What a check-in's marks need beyond its row (decision 040). */
export interface CheckInMarks {
  /** the timezone of the person who made it: 'logged late' is judged in theirs and in the challenge's */
  personTimezone?: string;
  flag?: StoredFlag | null;
  /** the viewer is the person concerned or the organizer, who read the flag's reason; others see the flag only */
  readsFlagReason?: boolean;
}

/** What a check-in's JSON needs of its challenge: its dates and its zone. */
export type ChallengeOfCheckIn = ChallengeDates & { timezone: string };

export function toCheckInFlag(flag: StoredFlag | null | undefined, readsReason: boolean): CheckInFlag | null {
  if (!flag) return null;
  return { flaggedAt: isoString(flag.createdAt), reason: readsReason ? flag.reason : null };
}

/** The JSON of a check-in; `today` is the challenge's today, which decides the 'old' flag. */
export function toCheckIn(
  row: StoredCheckIn,
  challenge: ChallengeOfCheckIn,
  today: CalendarDate,
  marks: CheckInMarks = {},
): CheckIn {
  const steps = isStepGoalData(row.goalData) ? row.goalData : null;
  const amount = isAmountGoalData(row.goalData) ? row.goalData : null;
  return {
    id: row.id,
    challengeId: row.challengeId,
    userId: row.userId,
    date: row.date,
    kind: row.kind,
    met: row.kind === 'check_in' && isSuccessfulDay(row.goalData, row.sugarFree),
    stepCount: steps?.stepCount ?? null,
    targetSteps: steps?.targetSteps ?? null,
    percentage: steps?.percentage ?? null,
    amount: steps?.stepCount ?? amount?.amount ?? null,
    amountTarget: steps?.targetSteps ?? amount?.target ?? null,
    notes: row.notes,
    source: row.source,
    createdAt: isoString(row.createdAt),
    updatedAt: isoString(row.updatedAt),
    isOld: isOldCheckIn(row.date, today),
    isOutsideChallenge: isOutsideChallenge(row.date, challenge),
    isLoggedLate: isLoggedLate(
      row.date,
      row.createdAt,
      marks.personTimezone ? [challenge.timezone, marks.personTimezone] : [challenge.timezone],
    ),
    flag: toCheckInFlag(marks.flag, marks.readsFlagReason ?? false),
  };
}

export function toRecentCheckIn(
  row: StoredCheckIn,
  person: StoredPerson,
  challenge: ChallengeOfCheckIn & { title: string },
  today: CalendarDate,
  cheers: CheerSummary,
  marks: Omit<CheckInMarks, 'personTimezone'> = {},
): RecentCheckIn {
  return {
    ...toCheckIn(row, challenge, today, { ...marks, personTimezone: person.timezone }),
    person: toPersonSummary(person),
    challengeTitle: challenge.title,
    cheers,
  };
}
