import { describe, expect, it } from 'vitest';
import { timeZoneOptions } from './time-zone-options';

describe('timeZoneOptions', () => {
  it('labels zones with spaces instead of underscores', () => {
    expect(timeZoneOptions('Europe/Berlin', ['America/New_York', 'Europe/Berlin'])).toEqual([
      { value: 'America/New_York', label: 'America/New York' },
      { value: 'Europe/Berlin', label: 'Europe/Berlin' },
    ]);
  });

  it('keeps the current zone even when the list leaves it out', () => {
    expect(timeZoneOptions('UTC', ['Europe/Berlin']).map((option) => option.value)).toEqual([
      'UTC',
      'Europe/Berlin',
    ]);
  });

  it("offers the runtime's own zones by default", () => {
    expect(timeZoneOptions('Europe/Berlin').length).toBeGreaterThan(100);
  });
});
