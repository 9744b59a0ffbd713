import type { I18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { amountAgainstTarget } from '#shared/challenges/amount-texts';
import type { AmountGoal } from '#shared/challenges/daily-goal';
import type { CalendarDate } from '#shared/domain/calendar-date';
import type { AmountDay } from '#shared/leaderboards/amount-days.types';

// What one person's chart of an amount goal draws and says (issue 27): at most 14 days, each day's amount against
// the target it is measured against, and the essentials in words for those who do not see the bars.

/** A template's copy runs 14 days; a longer challenge shows 14 of them. */
export const CHART_DAYS = 14;

/**
 * The days the chart draws: every day of a challenge of 14 days or fewer; of a longer one, the 14 that end on its
 * today (its first 14 before that is two weeks in, its last 14 once it has ended).
 */
export function chartDays(days: AmountDay[], today: CalendarDate): AmountDay[] {
  if (days.length <= CHART_DAYS) return days;
  const passed = days.filter((day) => day.date <= today).length;
  const last = Math.max(passed, CHART_DAYS);
  return days.slice(last - CHART_DAYS, last);
}

export interface ChartSummary {
  /** the days judged that met their target */
  onTarget: number;
  /**
   * the days that have had their chance: from the day they count from (a late joiner's days before are no misses,
   * decision 039) up to today, without the rest days, and today only once it holds an amount (a day still open is
   * not a miss yet)
   */
  judged: number;
  /** the average amount of the days checked in, to 2 decimals; null before any */
  average: number | null;
}

export function chartSummary(
  days: AmountDay[],
  today: CalendarDate,
  countedFrom: CalendarDate,
): ChartSummary {
  const judged = days.filter(
    (day) =>
      !day.rest &&
      day.date >= countedFrom &&
      (day.date < today || (day.date === today && day.amount !== null)),
  );
  const amounts = days.flatMap((day) => (day.amount === null ? [] : [day.amount]));
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  return {
    onTarget: judged.filter((day) => day.met).length,
    judged: judged.length,
    average: amounts.length > 0 ? Math.round((total / amounts.length) * 100) / 100 : null,
  };
}

/** The chart in words: '3 of 5 days on target, 18 of 20 pages on average'. */
export function chartSummaryText(i18n: I18n, summary: ChartSummary, goal: AmountGoal): string {
  const { onTarget, judged } = summary;
  const days = t(i18n)`${plural(judged, {
    one: `${onTarget} of # day on target`,
    other: `${onTarget} of # days on target`,
  })}`;
  if (summary.average === null) return days;
  const average = amountAgainstTarget(i18n, summary.average, goal);
  return t(i18n)`${days}, ${average} on average`;
}

/** The height the bars are drawn against: the highest amount or target shown, with room above it. */
export function chartTop(days: AmountDay[]): number {
  const highest = Math.max(...days.map((day) => Math.max(day.amount ?? 0, day.target)));
  return highest > 0 ? highest * 1.15 : 1;
}
