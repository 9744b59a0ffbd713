import { describe, expect, it } from 'vitest';
import { relativeTimeFrom } from './relative-time';

describe('relativeTimeFrom', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('says how long ago in words', () => {
    expect(relativeTimeFrom('2026-03-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTimeFrom('2026-03-09T12:00:00Z', now)).toBe('a day ago');
  });

  it('never speaks of the future when the clocks disagree a little', () => {
    expect(relativeTimeFrom('2026-03-10T12:00:20Z', now)).toBe('a few seconds ago');
  });
});
