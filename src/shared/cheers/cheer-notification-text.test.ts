import { describe, expect, it } from 'vitest';
import { cheerNotificationMessage, cheerNotificationTitle } from './cheer-notification-text';

describe('the cheer notification', () => {
  it('names the newest cheerer and counts the others', () => {
    expect(cheerNotificationMessage('Ana', 1)).toBe('Ana cheered your check-in');
    expect(cheerNotificationMessage('Ana', 2)).toBe('Ana and 1 other cheered your check-in');
    expect(cheerNotificationMessage('Ana', 3)).toBe('Ana and 2 others cheered your check-in');
  });

  it('says which check-in, in which challenge', () => {
    expect(cheerNotificationTitle('2026-03-09', 'No Sugar Sprint')).toBe(
      'Cheers for Mar 9 in "No Sugar Sprint"',
    );
    expect(cheerNotificationTitle('2026-12-31', 'Walks')).toBe('Cheers for Dec 31 in "Walks"');
  });
});
