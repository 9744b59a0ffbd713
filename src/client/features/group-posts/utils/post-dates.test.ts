import { describe, expect, it } from 'vitest';
import { isEdited } from './post-dates';

describe('post dates (product-rules.md#group-posts)', () => {
  it('marks a post edited only when its updated time differs from its created time', () => {
    expect(isEdited({ createdAt: '2026-03-07T21:05:00.000Z', updatedAt: '2026-03-07T21:05:00Z' })).toBe(
      false,
    );
    expect(isEdited({ createdAt: '2026-03-07T21:05:00Z', updatedAt: '2026-03-07T21:06:00Z' })).toBe(true);
  });
});
