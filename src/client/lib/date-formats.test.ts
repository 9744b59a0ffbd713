import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatListDate } from './date-formats';

describe('display dates (product-rules.md#display-formats-and-toasts)', () => {
  it("shows list dates as 'MMM d, yyyy' and post times as 'MMM d, yyyy • h:mm a', in local time", () => {
    const evening = dayjs('2026-03-07T21:05:00').toISOString();
    expect(formatListDate(evening)).toBe('Mar 7, 2026');
    expect(formatDateTime(evening)).toBe('Mar 7, 2026 • 9:05 PM');
    expect(formatDateTime(dayjs('2026-11-12T08:30:00').toISOString())).toBe('Nov 12, 2026 • 8:30 AM');
  });
});
