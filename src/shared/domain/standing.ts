import { addDays, type CalendarDate, daysBetween } from './calendar-date';
import type { ChallengeDates } from './challenge-status';
import {
  bestStreak,
  currentStreak,
  isAmountGoalData,
  isStepGoalData,
  isSuccessfulDay,
  stepPoints,
  successRate,
} from './scoring';

/** What a standing is computed from: the stored columns of one check-in or declared rest day. */
export interface StoredCheckIn {
  date: CalendarDate;
  goalData: unknown;
  sugarFree: boolean;
  /** 'rest' for a declared rest day (decision 039); a check-in when absent */
  kind?: 'check_in' | 'rest';
}

/** The challenge's dates and the day the person joined it, in the challenge's zone (decision 039). */
export interface StandingDates extends ChallengeDates {
  joinedOn: CalendarDate;
}

/**
 * One participant's standing in one challenge: only what does not change with the passing of days (the success
 * rate depends on today, so a board derives it when read, with successRateOn()).
 */
export interface Standing {
  successfulDays: number;
  /** check-ins only: rest days are not check-ins */
  totalCheckIns: number;
  bestStreak: number;
  currentStreak: number;
  /** the sum of the per-day step points (product-rules.md#scoring) */
  stepPoints: number;
  totalSteps: number;
  /** an amount goal's days: the sum of their amounts (decision 082) */
  amountTotal: number;
  /**
   * an amount board's last key, the higher the better: the total for 'at least', minus the daily average (to 2
   * decimals, as shown) for 'at most'; 0 for other goals
   */
  amountRank: number;
  joinedOn: CalendarDate;
  /** the first day of the success rate's days passed (product-rules.md#scoring) */
  countedFrom: CalendarDate;
  /** the declared rest days within the dates, in order */
  restDates: CalendarDate[];
  /** the latest check-in's day carried through the rest days right after it (null: no check-in) */
  streakThrough: CalendarDate | null;
}

/**
 * The pure recompute of a standing from a person's check-ins and rest days in one challenge. Days outside the
 * challenge's dates (possible after its dates were edited; they are flagged) do not count. `null`: nothing to rank.
 * A rest day neither succeeds nor fails: a streak runs through it without counting it (decision 039).
 * The server keeps the same numbers in a table, computed in SQL; property tests assert the two agree.
 */
export function computeStanding(checkIns: StoredCheckIn[], dates: StandingDates): Standing | null {
  const within = checkIns.filter(({ date }) => date >= dates.startDate && date <= dates.endDate);
  if (within.length === 0) return null;
  const restDates = within
    .filter((day) => day.kind === 'rest')
    .map((day) => day.date)
    .sort();
  const counted = within.filter((day) => day.kind !== 'rest');
  // streaks over days with the rest days taken out: a met day, a rest day and a met day are a run of 2
  const withoutRest = (date: CalendarDate) => addDays(date, -restDates.filter((rest) => rest < date).length);
  const days = counted.map((checkIn) => ({
    date: checkIn.date,
    successful: isSuccessfulDay(checkIn.goalData, checkIn.sugarFree),
    steps: isStepGoalData(checkIn.goalData) ? checkIn.goalData : null,
    amount: isAmountGoalData(checkIn.goalData) ? checkIn.goalData : null,
  }));
  const amounts = days.flatMap((day) => (day.amount ? [day.amount] : []));
  // to the cent, as numeric sums in SQL are exact and floating-point ones are not
  const amountTotal = Math.round(sum(amounts.map((day) => day.amount)) * 100) / 100;
  const isAtMost = amounts.some((day) => day.direction === 'at_most');
  const successfulDates = days.filter((day) => day.successful).map((day) => day.date);
  const firstCheckIn = counted.map((day) => day.date).sort()[0];
  const joinedOrFirst = firstCheckIn && firstCheckIn < dates.joinedOn ? firstCheckIn : dates.joinedOn;
  return {
    successfulDays: successfulDates.length,
    totalCheckIns: days.length,
    bestStreak: bestStreak(successfulDates.map(withoutRest)),
    currentStreak: currentStreak(days.map((day) => ({ ...day, date: withoutRest(day.date) }))),
    stepPoints: sum(
      days.map((day) => (day.steps ? stepPoints(day.steps.stepCount, day.steps.targetSteps) : 0)),
    ),
    totalSteps: sum(days.map((day) => day.steps?.stepCount ?? 0)),
    amountTotal,
    // the average from whole cents, so a half cent rounds up as SQL's numeric round() does (2.03 / 2 is 1.02, where
    // 1.015 in floating point is just under its half); never -0, which the database stores as 0
    amountRank: isAtMost
      ? -Math.round(Math.round(amountTotal * 100) / amounts.length) / 100 || 0
      : amountTotal,
    joinedOn: dates.joinedOn,
    countedFrom: joinedOrFirst > dates.startDate ? joinedOrFirst : dates.startDate,
    restDates,
    streakThrough: streakThrough(
      counted
        .map((day) => day.date)
        .sort()
        .at(-1),
      restDates,
    ),
  };
}

function streakThrough(latest: CalendarDate | undefined, restDates: CalendarDate[]): CalendarDate | null {
  if (latest === undefined) return null;
  let through = latest;
  while (restDates.includes(addDays(through, 1))) through = addDays(through, 1);
  return through;
}

/**
 * The days a standing is judged on, seen on the challenge's `today`: from its first counted day to the earlier of
 * today and the end, without the rest days among them (product-rules.md#scoring, decision 039); 0 before that.
 */
export function daysPassedOf(
  standing: Pick<Standing, 'countedFrom' | 'restDates'>,
  { endDate }: Pick<ChallengeDates, 'endDate'>,
  today: CalendarDate,
): number {
  const last = today < endDate ? today : endDate;
  if (last < standing.countedFrom) return 0;
  const rests = standing.restDates.filter((date) => date >= standing.countedFrom && date <= last).length;
  return daysBetween(standing.countedFrom, last) + 1 - rests;
}

/** The success rate a board shows for a standing on the challenge's `today`. */
export function standingRateOn(
  standing: Pick<Standing, 'countedFrom' | 'restDates' | 'successfulDays'>,
  dates: Pick<ChallengeDates, 'endDate'>,
  today: CalendarDate,
): number {
  return successRate(standing.successfulDays, daysPassedOf(standing, dates, today));
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
