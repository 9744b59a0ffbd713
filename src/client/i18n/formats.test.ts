import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  firstDayOfWeek,
  formatDateTime,
  formatDay,
  formatList,
  formatListDate,
  formatNumber,
  formatTimeAgo,
  formatTimeOfDay,
} from './formats';

const inLanguage = (locale: string) => i18n.loadAndActivate({ locale, messages: {} });

// Local midnight-free instants: the test machine's time zone does not move these days.
const evening = new Date(2026, 2, 7, 21, 5).toISOString();
const morning = new Date(2026, 10, 12, 8, 30).toISOString();

describe('formats in the reader language', () => {
  afterEach(() => inLanguage('en'));

  it("writes English as the specification's formats: 'MMM d, yyyy' and 'MMM d, yyyy • h:mm a', in local time", () => {
    inLanguage('en');
    expect(formatListDate(evening)).toBe('Mar 7, 2026');
    expect(formatDateTime(evening)).toBe('Mar 7, 2026 • 9:05 PM');
    expect(formatDateTime(morning)).toBe('Nov 12, 2026 • 8:30 AM');
    expect(formatDay('2026-12-06')).toBe('Dec 6, 2026');
    expect(formatTimeOfDay('20:00')).toBe('8:00 PM');
    expect(formatNumber(62846)).toBe('62,846');
    expect(formatList(['Ana', 'Ben', '2 others'])).toBe('Ana, Ben, and 2 others');
    expect(firstDayOfWeek()).toBe(0);
  });

  it('writes German as Germans do: day before month, 24-hour times, dots in thousands, weeks from Monday', () => {
    inLanguage('de');
    expect(formatDay('2026-12-06')).toBe('6. Dez. 2026');
    expect(formatTimeOfDay('20:00')).toBe('20:00');
    expect(formatNumber(62846)).toBe('62.846');
    expect(formatList(['Ana', 'Ben', '2 andere'])).toBe('Ana, Ben und 2 andere');
    expect(firstDayOfWeek()).toBe(1);
  });

  it('keeps a calendar day the same day whatever the time zone', () => {
    inLanguage('en');
    expect(formatDay('2026-01-01')).toBe('Jan 1, 2026');
  });

  it('says how long ago, never in the future when the clocks disagree a little', () => {
    inLanguage('en');
    const now = new Date('2026-03-10T12:00:00Z');
    expect(formatTimeAgo('2026-03-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatTimeAgo('2026-03-09T12:00:00Z', now)).toBe('yesterday');
    expect(formatTimeAgo('2026-03-10T12:00:20Z', now)).toBe('now');
    inLanguage('fr');
    expect(formatTimeAgo('2026-03-10T11:55:00Z', now)).toBe('il y a 5 minutes');
  });
});
