import { addDays, type CalendarDate } from '../domain/calendar-date';
import { type ChallengeDates, daysPassed, totalDays } from '../domain/challenge-status';
import { initialCheckInDate } from '../domain/check-in-window';
import { bestStreak, successRate } from '../domain/scoring';
import { streakOn } from '../domain/streak';

export type ProgressDayState = 'met' | 'missed' | 'no-check-in' | 'future';

export interface ProgressDay {
  date: CalendarDate;
  state: ProgressDayState;
}

interface DayResult {
  date: CalendarDate;
  met: boolean;
}

/** Each day of the challenge, from its start to its end, as met, missed, without check-in, or still to come. */
export function progressCalendar(
  dates: ChallengeDates,
  checkIns: DayResult[],
  today: CalendarDate,
): ProgressDay[] {
  const metByDate = new Map(checkIns.map((checkIn) => [checkIn.date, checkIn.met]));
  return Array.from({ length: totalDays(dates) }, (_, index) => {
    const date = addDays(dates.startDate, index);
    const met = metByDate.get(date);
    const state: ProgressDayState =
      met === true ? 'met' : met === false ? 'missed' : date > today ? 'future' : 'no-check-in';
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
 * A person's standing in one challenge from their own check-ins, by the formulas of product-rules.md#scoring: days
 * passed in the challenge's `today`, the streak seen on the day the person checks in for (their own today, capped at
 * the end).
 */
export function progressSummary(
  dates: ChallengeDates,
  checkIns: DayResult[],
  today: CalendarDate,
  viewerToday: CalendarDate = today,
): ProgressSummary {
  const within = checkIns.filter(
    (checkIn) => checkIn.date >= dates.startDate && checkIn.date <= dates.endDate,
  );
  const metDates = within.filter((checkIn) => checkIn.met).map((checkIn) => checkIn.date);
  const successfulDays = new Set(metDates).size;
  const passed = daysPassed(dates, today);
  return {
    successfulDays,
    daysPassed: passed,
    successRate: successRate(successfulDays, passed),
    bestStreak: bestStreak(metDates, dates),
    currentStreak: streakOn(within, initialCheckInDate(dates, viewerToday)),
  };
}
