import { describe, expect, it } from 'vitest';
import { reminderHourLabel, reminderHourOptions } from './reminder-hours';

describe('reminderHourLabel', () => {
  it.each([
    [0, '12:00 AM'],
    [1, '1:00 AM'],
    [11, '11:00 AM'],
    [12, '12:00 PM'],
    [13, '1:00 PM'],
    [20, '8:00 PM'],
    [23, '11:00 PM'],
  ])('shows %i as %s', (hour, label) => {
    expect(reminderHourLabel(hour)).toBe(label);
  });
});

describe('reminderHourOptions', () => {
  it('offers every hour from 0 to 23 once, in order', () => {
    expect(reminderHourOptions().map((option) => option.value)).toEqual(
      Array.from({ length: 24 }, (_, hour) => String(hour)),
    );
  });
});
