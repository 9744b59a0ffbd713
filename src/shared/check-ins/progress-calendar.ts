import { addDays, type CalendarDate } from '#shared/domain/calendar-date';
import { type ChallengeDates, totalDays } from '#shared/domain/challenge-status';
import { initialCheckInDate } from '#shared/domain/check-in-window';
import { computeStanding, daysPassedOf, standingRateOn } from '#shared/domain/standing';
import { activeStreak } from '#shared/domain/streak';

export type ProgressDayState = 'met' | 'missed' | 'rest' | 'no-check-in' | 'future';

export interface ProgressDay {
  date: CalendarDate;
  state: ProgressDayState;
}

interface DayResult {
  date: CalendarDate;
  met: boolean;
  /** 'rest' for a declared rest day (product-rules.md#rest-days) */
  kind?: 'check_in' | 'rest';
}

/** Each day of the challenge, from its start to its end, as met, missed, without check-in, or still to come. */
export function progressCalendar(
  dates: ChallengeDates,
  checkIns: DayResult[],
  today: CalendarDate,
): ProgressDay[] {
  const byDate = new Map(checkIns.map((checkIn) => [checkIn.date, checkIn]));
  return Array.from({ length: totalDays(dates) }, (_, index) => {
    const date = addDays(dates.startDate, index);
    const day = byDate.get(date);
    const state: ProgressDayState =
      day?.kind === 'rest'
        ? 'rest'
        : day?.met === true
          ? 'met'
          : day?.met === false
            ? 'missed'
            : date > today
              ? 'future'
              : 'no-check-in';
    return { date, state };
  });
}

export interface ProgressSummary {
  successfulDays: number;
  daysPassed: number;
  /** percent, product-rules.md#scoring */
  successRate: number;
  bestStreak: number;
  /** the streak the person is on (product-rules.md#streaks-and-milestones, decision 024) */
  currentStreak: number;
}

/**
 * A person's standing in one challenge from their own check-ins and rest days, as the board computes it
 * (product-rules.md#scoring, decision 039: computeStanding): days passed in the challenge's `today` from the day they
 * joined, without their rest days; the streak seen on the day the person checks in for (their own today, capped at
 * the end).
 */
export function progressSummary(
  dates: ChallengeDates,
  checkIns: DayResult[],
  today: CalendarDate,
  viewerToday: CalendarDate = today,
  joinedOn: CalendarDate = dates.startDate,
): ProgressSummary {
  const standing = computeStanding(
    checkIns.map(({ date, met, kind }) => ({ date, kind, goalData: { sugarFree: met }, sugarFree: met })),
    { ...dates, joinedOn },
  );
  const countedFrom = standing?.countedFrom ?? (joinedOn > dates.startDate ? joinedOn : dates.startDate);
  const counted = { countedFrom, restDates: standing?.restDates ?? [] };
  const successfulDays = standing?.successfulDays ?? 0;
  return {
    successfulDays,
    daysPassed: daysPassedOf(counted, dates, today),
    successRate: standingRateOn({ ...counted, successfulDays }, dates, today),
    bestStreak: standing?.bestStreak ?? 0,
    currentStreak: activeStreak(
      { currentStreak: standing?.currentStreak ?? 0, latestDate: standing?.streakThrough ?? null },
      initialCheckInDate(dates, viewerToday),
    ),
  };
}
