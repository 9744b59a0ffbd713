import { describe, expect, it } from 'vitest';
import { isInQuietHours, quietHoursRelease } from './quiet-hours';

describe('quiet hours', () => {
  const overnight = { start: '22:00', end: '07:00' };

  it('holds a push inside a window that crosses midnight until its end, in the person’s zone', () => {
    // 23:30 in Tokyo (UTC+9) is 14:30 UTC: released at 07:00 Tokyo, 22:00 UTC
    const at = new Date('2026-03-10T14:30:00Z');
    expect(isInQuietHours(overnight, 'Asia/Tokyo', at)).toBe(true);
    expect(quietHoursRelease(overnight, 'Asia/Tokyo', at).toISOString()).toBe('2026-03-10T22:00:00.000Z');
    // the same instant is 15:30 in Berlin: sent at once
    expect(quietHoursRelease(overnight, 'Europe/Berlin', at)).toEqual(at);
  });

  it('includes the start and excludes the end', () => {
    expect(isInQuietHours(overnight, 'UTC', new Date('2026-03-10T22:00:00Z'))).toBe(true);
    expect(isInQuietHours(overnight, 'UTC', new Date('2026-03-10T07:00:00Z'))).toBe(false);
    expect(isInQuietHours({ start: '13:00', end: '14:00' }, 'UTC', new Date('2026-03-10T13:59:59Z'))).toBe(
      true,
    );
  });

  it('ends at the wall-clock end across a daylight-saving change', () => {
    // New York springs forward on 8 March 2026 at 02:00: 23:00 EST (04:00 UTC) to 07:00 EDT (11:00 UTC) is 7 hours
    const release = quietHoursRelease(overnight, 'America/New_York', new Date('2026-03-08T04:00:00Z'));
    expect(release.toISOString()).toBe('2026-03-08T11:00:00.000Z');
  });
});
