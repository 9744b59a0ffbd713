import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { CHECK_IN_LOCKED_MESSAGE } from '#shared/domain/check-in-rules';
import { noRestDaysLeftMessage, restDayDateRefusal, restDaysUsedLabel } from './rest-days';

const english = setupI18n({ locale: 'en', messages: { en: {} } });
const dates = { startDate: '2026-03-01', endDate: '2026-03-14' };

describe('restDayDateRefusal', () => {
  it('allows today, a day ahead and a past day of the challenge', () => {
    for (const date of ['2026-03-10', '2026-03-14', '2026-03-01'])
      expect(restDayDateRefusal(dates, date, '2026-03-10')).toBeNull();
    expect(restDayDateRefusal(dates, '2026-03-03', '2026-02-27')).toBeNull();
  });

  it('refuses a day outside the dates and anything once check-ins are locked', () => {
    expect(restDayDateRefusal(dates, '2026-03-15', '2026-03-10')?.(english)).toBe(
      'Please choose a date between 2026-03-01 and 2026-03-14.',
    );
    expect(restDayDateRefusal(dates, '2026-02-28', '2026-03-10')).not.toBeNull();
    expect(restDayDateRefusal(dates, '2026-03-14', '2026-03-22')?.(english)).toBe(CHECK_IN_LOCKED_MESSAGE);
    expect(restDayDateRefusal(dates, '2026-03-14', '2026-03-21')).toBeNull();
  });

  it('words the budget', () => {
    expect(noRestDaysLeftMessage(english, 1, 1)).toBe('No rest days left (1 of 1 used)');
    expect(restDaysUsedLabel(english, 0, 1)).toBe('0 of 1 rest day used');
    expect(restDaysUsedLabel(english, 2, 3)).toBe('2 of 3 rest days used');
  });
});
