import dayjs from 'dayjs';
import { formatListDate } from '#client/i18n/formats';

/**
 * When a device was last seen, as precisely as the session says it (refreshed at most once a day:
 * product-rules.md#account-settings): today, yesterday, or the date.
 */
export function lastSeenText(lastSeenAt: string, now: Date = new Date()): string {
  const days = dayjs(now).startOf('day').diff(dayjs(lastSeenAt).startOf('day'), 'day');
  if (days <= 0) return 'Active today';
  if (days === 1) return 'Active yesterday';
  return `Last active ${formatListDate(lastSeenAt)}`;
}
