import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatPostDate, isEdited } from './post-dates';

describe('post dates (spec §4, §9)', () => {
  it("formats as 'MMM d, yyyy • h:mm a' in local time", () => {
    const local = dayjs('2026-03-07T21:05:00').toISOString();
    expect(formatPostDate(local)).toBe('Mar 7, 2026 • 9:05 PM');
    expect(formatPostDate(dayjs('2026-11-12T08:30:00').toISOString())).toBe('Nov 12, 2026 • 8:30 AM');
  });

  it('marks a post edited only when its updated time differs from its created time', () => {
    expect(isEdited({ createdAt: '2026-03-07T21:05:00.000Z', updatedAt: '2026-03-07T21:05:00Z' })).toBe(
      false,
    );
    expect(isEdited({ createdAt: '2026-03-07T21:05:00Z', updatedAt: '2026-03-07T21:06:00Z' })).toBe(true);
  });
});
