import type { I18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { type CalendarDate, daysBetween } from '#shared/domain/calendar-date';
import { challengeStatus, type ChallengeDates } from '#shared/domain/challenge-status';
import { formatDayIn } from '#shared/i18n/formats';

/**
 * 'N days left' (never below 0), 'Starts {MMM d}', or 'Ended N days ago' (product-rules.md#challenges-list), in
 * `i18n`'s language.
 */
export function challengeCardLabel(i18n: I18n, dates: ChallengeDates, today: CalendarDate): string {
  switch (challengeStatus(dates, today)) {
    case 'active': {
      const left = Math.max(0, daysBetween(today, dates.endDate));
      return t(i18n)`${plural(left, { one: '# day left', other: '# days left' })}`;
    }
    case 'upcoming': {
      const start = formatDayIn(i18n.locale, dates.startDate, { month: 'short', day: 'numeric' });
      return t(i18n)`Starts ${start}`;
    }
    case 'completed': {
      const ago = daysBetween(dates.endDate, today);
      return t(i18n)`${plural(ago, { one: 'Ended # day ago', other: 'Ended # days ago' })}`;
    }
  }
}
