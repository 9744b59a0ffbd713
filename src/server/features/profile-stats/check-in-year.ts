import type { CheckInYear } from '#shared/profile-stats/profile-stats.types';
import { yearWindow } from '#shared/profile-stats/year-window';
import { addDays, type CalendarDate } from '#shared/domain/calendar-date';
import { overallStreak, overallStreakRun } from '#shared/domain/overall-streak';
import type { Database } from '#server/db/database';
import { listDayTallies } from './profile-stats.queries';

/**
 * The profile's year heatmap and overall streak (product-rules.md#your-year, decision 043) on the person's `today`:
 * one statement for the 53 weeks, and a second only when the streak runs back to their first day, for the days
 * before it.
 */
export async function loadCheckInYear(
  db: Database,
  userId: string,
  today: CalendarDate,
): Promise<CheckInYear> {
  const { from, to } = yearWindow(today);
  const days = await listDayTallies(db, userId, { from, to });
  const run = overallStreakRun(days, today);
  if (run.start === null || run.start > from) return { from, to, days, overallStreak: run.streak };
  const earlier = await listDayTallies(db, userId, { from: null, to: addDays(from, -1) });
  return { from, to, days, overallStreak: overallStreak([...earlier, ...days], today) };
}
