import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** How long ago, in words ('5 minutes ago'); a clock slightly ahead of the server's never says 'in a few seconds'. */
export function relativeTimeFrom(isoTimestamp: string, now: Date = new Date()): string {
  const at = dayjs(isoTimestamp);
  return (at.isAfter(now) ? dayjs(now) : at).from(now);
}
