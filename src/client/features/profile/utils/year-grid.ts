import { i18n as activeI18n, type I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import dayjs from 'dayjs';
import type { CheckInYear } from '#shared/profile-stats/profile-stats.types';
import { addDays, type CalendarDate } from '#shared/domain/calendar-date';
import { type DayState, type DayTally, dayStateOf } from '#shared/domain/overall-streak';
import { formatList, formatLongWeekdayDay, formatMonth } from '#client/i18n/formats';

// The year heatmap's cells and words (product-rules.md#your-year): weeks as columns, the weekdays as rows from the
// shown language's first day of the week (Sunday in English). The texts are in the screen's `i18n` (useLingui);
// without one, the active language.

export interface YearCell {
  date: CalendarDate;
  state: DayState;
  /** what the cell says to everyone, colour or not: 'Tue, Mar 3, 2026: 2 met, 1 missed' */
  label: string;
}

export interface YearWeek {
  /** the first day of the column's week (a Sunday in English) */
  start: CalendarDate;
  /** 'Mar' on the week that holds the 1st of a month (and on the first column, when there is room), else null */
  month: string | null;
  /** seven cells, the week's first day first; null for the days outside the year (after today, before its start) */
  days: (YearCell | null)[];
}

/** A Sunday: the rows' weekdays are counted from it. */
const A_SUNDAY = '2023-01-01';

/** A date of each row's weekday, the week starting on `firstDay` (0 Sunday, 1 Monday…): for the rows' names. */
export const weekdayDates = (firstDay: number): CalendarDate[] =>
  Array.from({ length: 7 }, (_, row) => addDays(A_SUNDAY, firstDay + row));

/** '2 met, 1 missed, 1 rest day', or 'no check-ins'. */
export function dayTallyText({ met, missed, rest }: Omit<DayTally, 'date'>, i18n: I18n = activeI18n): string {
  const parts = [
    met > 0 && i18n._(msg`${plural(met, { one: '# met', other: '# met' })}`),
    missed > 0 && i18n._(msg`${plural(missed, { one: '# missed', other: '# missed' })}`),
    rest > 0 && i18n._(msg`${plural(rest, { one: '# rest day', other: '# rest days' })}`),
  ].filter((part): part is string => typeof part === 'string');
  return parts.length > 0 ? formatList(parts, 'unit') : i18n._(msg`no check-ins`);
}

/** The columns from the week holding `from`, each starting on `firstDay` (0 Sunday, as in English). */
export function yearWeeks(
  { from, to, days }: Pick<CheckInYear, 'from' | 'to' | 'days'>,
  firstDay = 0,
  i18n: I18n = activeI18n,
): YearWeek[] {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const weeks: YearWeek[] = [];
  const firstStart = addDays(from, -((dayjs(from).day() - firstDay + 7) % 7));
  for (let start = firstStart; start <= to; start = addDays(start, 7)) {
    const dates = Array.from({ length: 7 }, (_, index) => addDays(start, index));
    const opensMonth = weeks.length === 0 || dates.some((date) => date.endsWith('-01') && date <= to);
    const monthOf = weeks.length === 0 ? start : (dates.find((date) => date.endsWith('-01')) ?? start);
    weeks.push({
      start,
      month: opensMonth ? formatMonth(monthOf) : null,
      days: dates.map((date) => {
        if (date > to || date < from) return null;
        const tally = byDate.get(date) ?? { date, met: 0, missed: 0, rest: 0 };
        const day = formatLongWeekdayDay(date);
        const holds = dayTallyText(tally, i18n);
        return { date, state: dayStateOf(tally), label: i18n._(msg`${day}: ${holds}`) };
      }),
    });
  }
  // the first column's month would run into the next one's name when that month begins within two weeks
  if (weeks.slice(1, 3).some((week) => week.month !== null)) weeks[0]!.month = null;
  return weeks;
}

/** '143 check-ins in the last year, 121 met' (and the rest days, when there are any). */
export function yearSummary(days: DayTally[], i18n: I18n = activeI18n): string {
  const { met, checkIns, rest } = days.reduce(
    (sum, day) => ({
      met: sum.met + day.met,
      checkIns: sum.checkIns + day.met + day.missed,
      rest: sum.rest + day.rest,
    }),
    { met: 0, checkIns: 0, rest: 0 },
  );
  return rest > 0
    ? i18n._(
        msg`${plural(checkIns, { one: '# check-in', other: '# check-ins' })} in the last year, ${met} met, ${plural(rest, { one: '# rest day', other: '# rest days' })}`,
      )
    : i18n._(
        msg`${plural(checkIns, { one: '# check-in', other: '# check-ins' })} in the last year, ${met} met`,
      );
}

/** 'Overall streak: 5 days', 'Overall streak: 1 day'. */
export const overallStreakText = (days: number, i18n: I18n = activeI18n) =>
  i18n._(msg`Overall streak: ${plural(days, { one: '# day', other: '# days' })}`);
