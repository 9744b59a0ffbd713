import dayjs from 'dayjs';
import type { CalendarDate } from '#shared/domain/calendar-date';

/** 'today' for the viewer's today, else the date like 'Jan 5, 2025' (product-rules.md#recording-a-check-in). */
export function checkInDateLabel(date: CalendarDate, viewerToday: CalendarDate): string {
  return date === viewerToday ? 'today' : dayjs(date).format('MMM D, YYYY');
}
