import { setupI18n } from '@lingui/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-date';
import {
  CHECK_IN_FUTURE_MESSAGE,
  CHECK_IN_LOCKED_MESSAGE,
  CHECK_IN_NOT_STARTED_MESSAGE,
  alreadyCheckedInMessage,
  checkInChangeRefusal,
  checkInDateRefusal,
} from './check-in-rules';

const english = setupI18n({ locale: 'en', messages: { en: {} } });
const dates = { startDate: '2026-03-01', endDate: '2026-03-14' };
const todays = (challengeToday: string, personToday = challengeToday) => ({ challengeToday, personToday });

describe('checkInDateRefusal (product-rules.md#check-in-windows)', () => {
  it('allows any day from the start to the earlier of today and the end', () => {
    expect(checkInDateRefusal(dates, '2026-03-01', todays('2026-03-10'))).toBeNull();
    expect(checkInDateRefusal(dates, '2026-03-10', todays('2026-03-10'))).toBeNull();
    expect(checkInDateRefusal(dates, '2026-03-14', todays('2026-03-20'))).toBeNull();
  });

  it("refuses the person's future, in their own timezone", () => {
    expect(checkInDateRefusal(dates, '2026-03-11', todays('2026-03-10'))?.(english)).toBe(
      CHECK_IN_FUTURE_MESSAGE,
    );
    // ahead of the challenge's zone: their today is allowed
    expect(checkInDateRefusal(dates, '2026-03-11', todays('2026-03-10', '2026-03-11'))).toBeNull();
  });

  it('refuses dates outside the challenge with its dates in the message', () => {
    expect(checkInDateRefusal(dates, '2026-02-28', todays('2026-03-10'))?.(english)).toBe(
      'Please choose a date between 2026-03-01 and 2026-03-14.',
    );
    expect(checkInDateRefusal(dates, '2026-03-15', todays('2026-03-16'))?.(english)).toBe(
      'Please choose a date between 2026-03-01 and 2026-03-14.',
    );
  });

  it('refuses an upcoming challenge, and everything once 7 days after the end have passed', () => {
    expect(checkInDateRefusal(dates, '2026-02-28', todays('2026-02-28'))?.(english)).toBe(
      CHECK_IN_NOT_STARTED_MESSAGE,
    );
    expect(checkInDateRefusal(dates, '2026-03-14', todays('2026-03-21'))).toBeNull();
    expect(checkInDateRefusal(dates, '2026-03-14', todays('2026-03-22'))?.(english)).toBe(
      CHECK_IN_LOCKED_MESSAGE,
    );
    expect(checkInChangeRefusal(dates, '2026-03-21')).toBeNull();
    expect(checkInChangeRefusal(dates, '2026-03-22')).toBe(CHECK_IN_LOCKED_MESSAGE);
  });

  it('never allows a date after the person’s today, outside the challenge or after the grace period', () => {
    const day = fc.integer({ min: -20, max: 40 }).map((n) => addDays(dates.startDate, n));
    fc.assert(
      fc.property(day, day, fc.integer({ min: -1, max: 1 }), (date, challengeToday, skew) => {
        const personToday = addDays(challengeToday, skew);
        if (checkInDateRefusal(dates, date, { challengeToday, personToday }) !== null) return;
        expect(date <= personToday).toBe(true);
        expect(date >= dates.startDate && date <= dates.endDate).toBe(true);
        expect(challengeToday <= addDays(dates.endDate, 7)).toBe(true);
      }),
    );
  });

  it("names the date in the duplicate message like the spec's check-in dates", () => {
    expect(alreadyCheckedInMessage(english, '2026-03-05')).toBe("You've already checked in for 2026-03-05.");
  });

  it("names the dates as the reader's language writes a day, English as the spec quotes them", () => {
    const german = setupI18n({ locale: 'de', messages: { de: {} } });
    // no catalogue here: the English words, the German day
    expect(alreadyCheckedInMessage(german, '2026-03-05')).toBe("You've already checked in for 5. März 2026.");
  });
});
