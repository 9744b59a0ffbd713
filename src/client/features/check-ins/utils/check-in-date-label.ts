import type { CalendarDate } from '#shared/domain/calendar-date';
import { formatDay } from '#client/i18n/formats';

/**
 * 'today' for the viewer's today, else the date as the shown language writes it ('Jan 5, 2025')
 * (product-rules.md#recording-a-check-in). 'today' is a key, not words: each sentence that says the day has its
 * own message for today, so no word is glued into another language's sentence.
 */
export function checkInDateLabel(date: CalendarDate, viewerToday: CalendarDate): string {
  return date === viewerToday ? 'today' : formatDay(date);
}
