import dayjs from 'dayjs';
import type { CheckInYear } from '#shared/profile-stats/profile-stats.types';
import { addDays, type CalendarDate } from '#shared/domain/calendar-date';
import { type DayState, type DayTally, dayStateOf } from '#shared/domain/overall-streak';

// The year heatmap's cells and words (product-rules.md#your-year): weeks as columns, Sunday to Saturday as rows.

export interface YearCell {
  date: CalendarDate;
  state: DayState;
  /** what the cell says to everyone, colour or not: 'Tue, Mar 3, 2026: 2 met, 1 missed' */
  label: string;
}

export interface YearWeek {
  /** the Sunday the column starts on */
  start: CalendarDate;
  /** 'Mar' on the week that holds the 1st of a month (and on the first column, when there is room), else null */
  month: string | null;
  /** seven cells, Sunday first; null for the days after today */
  days: (YearCell | null)[];
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** '2 met, 1 missed, 1 rest day', or 'no check-ins'. */
export function dayTallyText({ met, missed, rest }: Omit<DayTally, 'date'>): string {
  const parts = [
    met > 0 && `${met} met`,
    missed > 0 && `${missed} missed`,
    rest > 0 && plural(rest, 'rest day', 'rest days'),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'no check-ins';
}

export function yearWeeks({ from, to, days }: Pick<CheckInYear, 'from' | 'to' | 'days'>): YearWeek[] {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const weeks: YearWeek[] = [];
  for (let start = from; start <= to; start = addDays(start, 7)) {
    const dates = Array.from({ length: 7 }, (_, index) => addDays(start, index));
    const opensMonth = weeks.length === 0 || dates.some((date) => date.endsWith('-01') && date <= to);
    const monthOf = weeks.length === 0 ? start : (dates.find((date) => date.endsWith('-01')) ?? start);
    weeks.push({
      start,
      month: opensMonth ? dayjs(monthOf).format('MMM') : null,
      days: dates.map((date) => {
        if (date > to) return null;
        const tally = byDate.get(date) ?? { date, met: 0, missed: 0, rest: 0 };
        return {
          date,
          state: dayStateOf(tally),
          label: `${dayjs(date).format('ddd, MMM D, YYYY')}: ${dayTallyText(tally)}`,
        };
      }),
    });
  }
  // the first column's month would run into the next one's name when that month begins within two weeks
  if (weeks.slice(1, 3).some((week) => week.month !== null)) weeks[0]!.month = null;
  return weeks;
}

/** '143 check-ins in the last year, 121 met' (and the rest days, when there are any). */
export function yearSummary(days: DayTally[]): string {
  const totals = days.reduce(
    (sum, day) => ({
      met: sum.met + day.met,
      checkIns: sum.checkIns + day.met + day.missed,
      rest: sum.rest + day.rest,
    }),
    { met: 0, checkIns: 0, rest: 0 },
  );
  const summary = `${plural(totals.checkIns, 'check-in', 'check-ins')} in the last year, ${totals.met} met`;
  return totals.rest > 0 ? `${summary}, ${plural(totals.rest, 'rest day', 'rest days')}` : summary;
}

/** '5 days', '1 day'. */
export const streakDays = (days: number) => plural(days, 'day', 'days');
