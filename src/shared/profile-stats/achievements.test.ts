import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { achievements } from './achievements';

const english = setupI18n({ locale: 'en', messages: { en: {} } });

const earned = (facts: Parameters<typeof achievements>[1]) =>
  achievements(english, facts)
    .filter((achievement) => achievement.earned)
    .map((achievement) => achievement.title);

describe('achievements (product-rules.md#achievements)', () => {
  it('lists all four, earned or not, so people see what to aim for', () => {
    const none = achievements(english, { successfulDays: 0, totalChallenges: 0, successRate: 0 });
    expect(none.map((a) => [a.id, a.title, a.earned])).toEqual([
      ['first-day', 'First Day', false],
      ['one-week', 'One Week', false],
      ['challenger', 'Challenger', false],
      ['sugar-hunter', 'Sugar Hunter', false],
    ]);
    expect(none.every((a) => a.description.length > 0)).toBe(true);
  });

  it('earns each at its threshold', () => {
    expect(earned({ successfulDays: 1, totalChallenges: 1, successRate: 79 })).toEqual([
      'First Day',
      'Challenger',
    ]);
    expect(earned({ successfulDays: 6, totalChallenges: 0, successRate: 80 })).toEqual([
      'First Day',
      'Sugar Hunter',
    ]);
    expect(earned({ successfulDays: 7, totalChallenges: 2, successRate: 100 })).toEqual([
      'First Day',
      'One Week',
      'Challenger',
      'Sugar Hunter',
    ]);
  });
});
