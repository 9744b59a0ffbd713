import type { TodayEntry } from '#shared/dashboard/dashboard.types';
import { isAmountOnItsWay } from '#client/lib/amount-on-its-way';

/**
 * How many of the Today panel's challenges are still open for the person's today (the app badge, issue 28): no
 * check-in nor rest day for it (or an 'at least' amount still under its target: its row says 'Not yet'), none on its
 * way to the server or kept on this device, and still open to one. The push's count reads the same (decision 083).
 */
export function openCheckInsOf(
  entries: TodayEntry[],
  hasAnswerOnItsWay: (entry: TodayEntry) => boolean,
): number {
  return entries.filter(
    (entry) =>
      entry.canCheckIn &&
      entry.date === entry.viewerToday &&
      (!entry.checkIn || isAmountOnItsWay(entry.checkIn)) &&
      !hasAnswerOnItsWay(entry),
  ).length;
}
