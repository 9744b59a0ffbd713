import { describe, expect, it } from 'vitest';
import { addedToChallenge } from './notification-messages';

describe('addedToChallenge', () => {
  it('uses the product-rules.md#notification-types title and text, quoting the challenge title', () => {
    expect(addedToChallenge('No Sugar Fortnight')).toEqual({
      title: 'Added to Challenge',
      message: 'You have been added to the challenge "No Sugar Fortnight"',
    });
  });
});
