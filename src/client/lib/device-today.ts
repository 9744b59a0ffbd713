import { calendarDateIn } from '#shared/domain/calendar-date';

/** Today on this device's clock and in its zone, as a calendar date. */
export const deviceToday = () => calendarDateIn(Intl.DateTimeFormat().resolvedOptions().timeZone, new Date());
