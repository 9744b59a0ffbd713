/** An hour of the day as the settings show it: 0 → '12:00 AM', 13 → '1:00 PM', 20 → '8:00 PM'. */
export function reminderHourLabel(hour: number): string {
  const period = hour < 12 ? 'AM' : 'PM';
  const clockHour = hour % 12 === 0 ? 12 : hour % 12;
  return `${clockHour}:00 ${period}`;
}

/** The 24 choices of the reminder hour, for a Select (its values are strings). */
export const reminderHourOptions = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: reminderHourLabel(hour),
}));
