import { describe, expect, it } from 'vitest';
import { i18nFor } from '#server/i18n/i18n-for';
import { addedToChallenge } from './notification-messages';

describe('addedToChallenge', () => {
  it('uses the product-rules.md#notification-types title and text, quoting the challenge title', () => {
    const { title, message } = addedToChallenge('No Sugar Fortnight');
    expect([title(i18nFor('en')), message(i18nFor('en'))]).toEqual([
      'Added to Challenge',
      'You have been added to the challenge "No Sugar Fortnight"',
    ]);
  });
});
