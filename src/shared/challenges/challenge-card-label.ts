import dayjs from 'dayjs';
import { type CalendarDate, daysBetween } from '#shared/domain/calendar-date';
import { challengeStatus, type ChallengeDates } from '#shared/domain/challenge-status';

/** 'N days left' (never below 0), 'Starts {MMM d}', or 'Ended N days ago' (product-rules.md#challenges-list). */
export function challengeCardLabel(dates: ChallengeDates, today: CalendarDate): string {
  switch (challengeStatus(dates, today)) {
    case 'active': {
      const left = Math.max(0, daysBetween(today, dates.endDate));
      return `${left} ${left === 1 ? 'day' : 'days'} left`;
    }
    case 'upcoming':
      return `Starts ${dayjs(dates.startDate).format('MMM D')}`;
    case 'completed': {
      const ago = daysBetween(dates.endDate, today);
      return `Ended ${ago} ${ago === 1 ? 'day' : 'days'} ago`;
    }
  }
}
