import { addDays, type CalendarDate } from '#shared/domain/calendar-date';

// The days the profile's year heatmap covers (product-rules.md#your-year, decision 043).

/** Columns of the heatmap: this week and the 52 before it, as GitHub's and Strava's year views show. */
export const YEAR_WEEKS = 53;

/** 0 for Sunday … 6 for Saturday: weeks start on Sunday (product-rules.md#time-model). */
export function weekdayOf(date: CalendarDate): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** From the Sunday 52 weeks before the week of `today` to `today` itself: 365 to 371 days. */
export function yearWindow(today: CalendarDate): { from: CalendarDate; to: CalendarDate } {
  return { from: addDays(today, -weekdayOf(today) - (YEAR_WEEKS - 1) * 7), to: today };
}
