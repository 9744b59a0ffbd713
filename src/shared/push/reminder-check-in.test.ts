import { describe, expect, it } from 'vitest';
import { pluralText } from './reminder-check-in';

describe('pluralText', () => {
  const texts = { one: 'Checked in. {n}-day streak', other: 'Checked in. {n}-day streak (many)' };

  it('picks the form the language uses for the number and writes the number in it', () => {
    expect(pluralText(texts, 'en', 1)).toBe('Checked in. 1-day streak');
    expect(pluralText(texts, 'en', 5)).toBe('Checked in. 5-day streak (many)');
    expect(pluralText(texts, 'de', 1200)).toBe('Checked in. 1.200-day streak (many)');
  });

  it("falls back to 'other' for a form the texts do not have", () => {
    expect(pluralText({ other: '{n} days' }, 'fr', 1)).toBe('1 days');
  });
});
