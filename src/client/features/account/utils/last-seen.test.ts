import { describe, expect, it } from 'vitest';
import { lastSeenText } from './last-seen';

describe('lastSeenText', () => {
  const now = new Date(2026, 2, 10, 9, 0);
  it('says today for any time since midnight, yesterday for the day before, else the date', () => {
    expect(lastSeenText(new Date(2026, 2, 10, 0, 5).toISOString(), now)).toBe('Active today');
    expect(lastSeenText(new Date(2026, 2, 9, 23, 59).toISOString(), now)).toBe('Active yesterday');
    expect(lastSeenText(new Date(2026, 2, 3, 12, 0).toISOString(), now)).toBe('Last active Mar 3, 2026');
  });
});
