import type { ChallengeType } from '#shared/challenges/challenge-types';
import type { AmountGoal } from '#shared/challenges/daily-goal';
import { addDays, type CalendarDate, daysBetween } from '#shared/domain/calendar-date';
import { isAmountGoalData, isSuccessfulDay, successRate } from '#shared/domain/scoring';
import { compareAmount, compareStandard, compareSteps, sharedPositions } from '#shared/leaderboards/ranking';
import type { PersonSummary } from '#shared/users/users.types';
import type { DayOutcome, ResultsEntry } from './challenge-rounds.types';

// A completed challenge's results (product-rules.md#results-and-rounds) from its participants' kept standings and
// check-ins: ranked by the board's own order (product-rules.md#leaderboards), nothing rescored.

export const PODIUM_PLACES = 3;

export interface ParticipantStanding {
  person: PersonSummary;
  /** null without a standing (no check-in in the challenge's dates) */
  standing: {
    successfulDays: number;
    bestStreak: number;
    stepPoints: number;
    stepAverage: number;
    /** an amount goal's total and the check-ins it was logged on (decision 082) */
    amountTotal: number;
    totalCheckIns: number;
    /** the rate's first day and the rest days taken: the fair rate of decision 039 */
    countedFrom: CalendarDate;
    restDates: CalendarDate[];
  } | null;
}

export interface CheckInDay {
  userId: string;
  date: CalendarDate;
  kind: 'check_in' | 'rest';
  goalData: unknown;
  sugarFree: boolean;
}

/** Every day from the start to the end, inclusive. */
export function challengeDays(startDate: CalendarDate, endDate: CalendarDate): CalendarDate[] {
  return Array.from({ length: daysBetween(startDate, endDate) + 1 }, (_, index) => addDays(startDate, index));
}

/**
 * Everyone's final entry: ranked ones first in the board's order with shared positions (1, 2, 2, 4), then those
 * without a check-in (no rank), in the order given. The success rate is the board's, on the challenge's last day:
 * over the days from the one the person's rate counts from, rest days left out (decision 039).
 */
export function finalEntries(input: {
  challengeType: ChallengeType;
  /** an amount goal ranked by its total or average (rankedAmountGoalOf), else null */
  amountGoal: AmountGoal | null;
  days: CalendarDate[];
  participants: ParticipantStanding[];
  checkIns: CheckInDay[];
}): ResultsEntry[] {
  const { days, amountGoal } = input;
  const outcomes = new Map<string, DayOutcome>();
  const amounts = new Map<string, number>();
  for (const checkIn of input.checkIns) {
    const key = `${checkIn.userId} ${checkIn.date}`;
    const outcome: DayOutcome =
      checkIn.kind === 'rest'
        ? 'rest'
        : isSuccessfulDay(checkIn.goalData, checkIn.sugarFree)
          ? 'met'
          : 'missed';
    outcomes.set(key, outcome);
    if (isAmountGoalData(checkIn.goalData)) amounts.set(key, checkIn.goalData.amount);
  }
  const isAmount = amountGoal !== null;
  const entries = input.participants.map(({ person, standing }) => {
    const successfulDays = standing?.successfulDays ?? 0;
    // the days from the one the rate counts from, without the rest days among them
    const countedDays = standing
      ? days.filter((date) => date >= standing.countedFrom && !standing.restDates.includes(date)).length
      : days.length;
    return {
      person,
      position: null as number | null,
      successfulDays,
      successRate: successRate(successfulDays, countedDays),
      bestStreak: standing?.bestStreak ?? 0,
      stepPoints: standing?.stepPoints ?? 0,
      stepAverage: standing?.stepAverage ?? 0,
      // the board's figures (leaderboards.service.ts): the total, and the average per check-in to the cent
      amountTotal: isAmount ? (standing?.amountTotal ?? 0) : 0,
      amountAverage: isAmount && standing ? dailyAverage(standing.amountTotal, standing.totalCheckIns) : 0,
      isPerfect: countedDays > 0 && successfulDays === countedDays,
      days: days.map((date) => outcomes.get(`${person.id} ${date}`) ?? 'none'),
      amounts: isAmount ? days.map((date) => amounts.get(`${person.id} ${date}`) ?? null) : [],
      isRanked: standing !== null,
    };
  });
  const compare =
    input.challengeType === 'step_count'
      ? (a: ResultsEntry, b: ResultsEntry) =>
          compareSteps(
            { totalPercentage: a.stepPoints, averagePercentage: a.stepAverage },
            { totalPercentage: b.stepPoints, averagePercentage: b.stepAverage },
          )
      : amountGoal
        ? compareAmount(amountGoal.direction)
        : compareStandard;
  const ranked = entries.filter((entry) => entry.isRanked).sort(compare);
  const positions = sharedPositions(ranked, compare);
  const unranked = entries.filter((entry) => !entry.isRanked);
  return [...ranked.map((entry, index) => ({ ...entry, position: positions[index]! })), ...unranked].map(
    ({ isRanked: _isRanked, ...entry }) => entry,
  );
}

/** The entries placed 1 to 3; a shared place keeps everyone on it. */
export const podiumOf = (entries: ResultsEntry[]) =>
  entries.filter((entry) => entry.position !== null && entry.position <= PODIUM_PLACES);

/** The longest streak anyone reached and who reached it; nobody when no day was met. */
export function longestStreakOf(entries: ResultsEntry[]): { days: number; people: PersonSummary[] } {
  const days = Math.max(0, ...entries.map((entry) => entry.bestStreak));
  return { days, people: days > 0 ? entries.filter((e) => e.bestStreak === days).map((e) => e.person) : [] };
}

/** An amount's average per check-in, to the cent, as the board shows it; 0 before any check-in. */
export function dailyAverage(total: number, checkIns: number): number {
  return checkIns > 0 ? Math.round((total / checkIns) * 100) / 100 : 0;
}
