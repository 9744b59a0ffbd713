import type { RecordedCheckIn } from '#shared/check-ins/check-ins.types';
import type { CalendarDate } from '#shared/domain/calendar-date';
import { totalDays } from '#shared/domain/challenge-status';
import { initialCheckInDate } from '#shared/domain/check-in-window';
import { activeStreak, milestoneReached } from '#shared/domain/streak';
import { type ChallengeOfCheckIn, type CheckInMarks, toCheckIn } from './check-in-view';
import type { WriteResult } from './check-in-writes';

/**
 * The JSON of a recorded or edited check-in with what it earned: the streak the person is now on and the
 * milestone just reached, both seen on the day they check in for now (their today, capped at the end date).
 */
export function toRecordedCheckIn(
  { checkIn, before, after }: WriteResult,
  challenge: ChallengeOfCheckIn,
  todays: { challengeToday: CalendarDate; personToday: CalendarDate },
  marks: CheckInMarks = {},
): RecordedCheckIn {
  const checkInDay = initialCheckInDate(challenge, todays.personToday);
  return {
    ...toCheckIn(checkIn, challenge, todays.challengeToday, marks),
    currentStreak: activeStreak(after, checkInDay),
    milestone: milestoneReached(before, after, { checkInDay, totalDays: totalDays(challenge) }),
  };
}
