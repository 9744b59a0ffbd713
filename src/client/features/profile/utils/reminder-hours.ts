import { formatTimeOfDay } from '#client/i18n/formats';

/** An hour of the day as the settings show it, in the shown language: 0 → '12:00 AM', 13 → '1:00 PM' in English. */
export const reminderHourLabel = (hour: number): string =>
  formatTimeOfDay(`${String(hour).padStart(2, '0')}:00`);

/** The 24 choices of the reminder hour, for a Select (its values are strings), labelled in the shown language. */
export const reminderHourOptions = () =>
  Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: reminderHourLabel(hour) }));
