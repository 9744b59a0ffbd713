import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { cheerNotificationMessage, cheerNotificationTitle } from './cheer-notification-text';

const english = setupI18n({ locale: 'en', messages: { en: {} } });

describe('the cheer notification, in English', () => {
  it('names the newest cheerer and counts the others', () => {
    expect(cheerNotificationMessage(english, 'Ana', 1)).toBe('Ana cheered your check-in');
    expect(cheerNotificationMessage(english, 'Ana', 2)).toBe('Ana and 1 other cheered your check-in');
    expect(cheerNotificationMessage(english, 'Ana', 3)).toBe('Ana and 2 others cheered your check-in');
  });

  it('says which check-in, in which challenge', () => {
    expect(cheerNotificationTitle(english, '2026-03-09', 'No Sugar Sprint')).toBe(
      'Cheers for Mar 9 in "No Sugar Sprint"',
    );
    expect(cheerNotificationTitle(english, '2026-12-31', 'Walks')).toBe('Cheers for Dec 31 in "Walks"');
  });
});
