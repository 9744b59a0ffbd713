import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { amountHabitText } from './amount-habit-text';

describe('amountHabitText', () => {
  it('says the total with its unit, the challenges and the days on target', () => {
    const habit = {
      unit: 'pages',
      customUnit: null,
      direction: 'at_least',
      total: 412,
      daysOnTarget: 24,
      challenges: 3,
    } as const;
    expect(amountHabitText(i18n, habit)).toBe('412 pages in 3 challenges · 24 days on target');
    expect(
      amountHabitText(i18n, {
        ...habit,
        unit: 'custom',
        customUnit: 'chapters',
        total: 1,
        daysOnTarget: 1,
        challenges: 1,
      }),
    ).toBe('1 chapters in 1 challenge · 1 day on target');
  });
});
