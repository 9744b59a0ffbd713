import type { TodayEntry } from '#shared/dashboard/dashboard.types';

/**
 * How many of the Today panel's challenges are still open for the person's today (the app badge, issue 28): no
 * check-in nor rest day for it, none on its way to the server or kept on this device, and still open to one. An
 * 'at least' amount under its target has an answer, so it is not counted (the push's count reads the same).
 */
export function openCheckInsOf(
  entries: TodayEntry[],
  hasAnswerOnItsWay: (entry: TodayEntry) => boolean,
): number {
  return entries.filter(
    (entry) =>
      entry.canCheckIn && entry.date === entry.viewerToday && !entry.checkIn && !hasAnswerOnItsWay(entry),
  ).length;
}
