import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatCommentDate, formatForumDate } from './forum-dates';

describe('forum dates (spec §9)', () => {
  it("shows a post's date as 'MMM d, yyyy' and a comment's with its time, in local time", () => {
    const local = dayjs('2026-03-07T21:05:00').toISOString();
    expect(formatForumDate(local)).toBe('Mar 7, 2026');
    expect(formatCommentDate(local)).toBe('Mar 7, 2026 • 9:05 PM');
  });
});
