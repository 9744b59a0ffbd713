import { describe, expect, it } from 'vitest';
import { isSessionExpiringSoon } from './session-expiry';

describe('isSessionExpiringSoon', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('warns within 5 minutes of the end, and after it', () => {
    expect(isSessionExpiringSoon('2026-03-10T12:04:59Z', now)).toBe(true);
    expect(isSessionExpiringSoon('2026-03-10T11:59:00Z', now)).toBe(true);
  });

  it('stays quiet otherwise', () => {
    expect(isSessionExpiringSoon('2026-03-10T12:05:00Z', now)).toBe(false);
    expect(isSessionExpiringSoon('2026-03-17T12:00:00Z', now)).toBe(false);
    expect(isSessionExpiringSoon(null, now)).toBe(false);
    expect(isSessionExpiringSoon('not a date', now)).toBe(false);
  });
});
