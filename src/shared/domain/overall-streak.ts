import { addDays, type CalendarDate } from './calendar-date';

// The overall streak across all of a person's challenges (issue 14, decision 043; product-rules.md#your-year).

/** What one calendar day holds across a person's challenges: check-ins by outcome, and rest days declared. */
export interface DayTally {
  date: CalendarDate;
  met: number;
  missed: number;
  rest: number;
}

/**
 * A day as the year heatmap colours it: 'met' (every check-in met), 'partial' (some met, some missed), 'rest' (no
 * met check-in, a rest day in at least one challenge), 'missed' (only missed check-ins), 'none' (nothing at all).
 */
export type DayState = 'met' | 'partial' | 'rest' | 'missed' | 'none';

export function dayStateOf({ met, missed, rest }: Omit<DayTally, 'date'>): DayState {
  if (met > 0) return missed > 0 ? 'partial' : 'met';
  if (rest > 0) return 'rest';
  return missed > 0 ? 'missed' : 'none';
}

/**
 * The overall streak on `today` (the person's today, in their timezone): the number of days with at least one met
 * check-in in any challenge ('met' or 'partial') in the run of consecutive days that ends today, where
 * - a day with a met check-in counts 1;
 * - a rest day without a met check-in ('rest') neither counts nor breaks the run, as rest days do in a challenge;
 * - any other day ('missed', 'none') breaks it;
 * - today is still open: it counts when it has a met check-in and never breaks the run, so the streak is alive up
 *   to today or yesterday.
 * Days after today (an upcoming rest day) are ignored; `days` may come in any order and leave out empty days.
 */
export function overallStreak(days: readonly DayTally[], today: CalendarDate): number {
  return overallStreakRun(days, today).streak;
}

/**
 * The same, with the earliest day of the run (the last day walked that did not break it; null when even yesterday
 * breaks it): a reader who only has the days since some date knows the run may go on before it when it starts there.
 */
export function overallStreakRun(
  days: readonly DayTally[],
  today: CalendarDate,
): { streak: number; start: CalendarDate | null } {
  const stateOn = new Map<CalendarDate, DayState>();
  let earliest: CalendarDate | null = null;
  for (const day of days) {
    if (day.date > today) continue;
    stateOn.set(day.date, dayStateOf(day));
    if (earliest === null || day.date < earliest) earliest = day.date;
  }
  const counts = (state: DayState | undefined) => state === 'met' || state === 'partial';
  let streak = counts(stateOn.get(today)) ? 1 : 0;
  let start: CalendarDate | null = streak > 0 ? today : null;
  if (earliest === null) return { streak, start };
  for (let date = addDays(today, -1); date >= earliest; date = addDays(date, -1)) {
    const state = stateOn.get(date);
    if (counts(state)) streak += 1;
    else if (state !== 'rest') break;
    start = date;
  }
  return { streak, start };
}
