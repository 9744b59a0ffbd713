import type { ChallengeSummary } from '#shared/challenges/challenges.types';
import type { TodayEntry } from '#shared/dashboard/dashboard.types';
import { type CalendarDate, calendarDateIn } from '#shared/domain/calendar-date';
import { initialCheckInDate } from '#shared/domain/check-in-window';
import { checkInDateRefusal } from '#shared/domain/check-in-rules';
import { activeStreak } from '#shared/domain/streak';
import type { Actor } from '#server/app-env';
import { mapRead, type StatementRead } from '#server/db/prepared-statement';
import { toCheckIn } from '#server/features/check-ins/check-in-view';
import { dailyGoalOf, targetStepsOf } from '#shared/challenges/daily-goal';
import { todayRead, type TodayRow } from './dashboard.queries';

/**
 * The Today panel (decision 024): for each active challenge the viewer takes part in, the day they check in for
 * now (their own today capped at the end date, as the challenge page's check-in card), their check-in that day,
 * whether a check-in would be accepted, their streak and the group's count for that day. One statement, which the
 * dashboard runs together with its board's.
 */
export function todayPanelRead(
  actor: Actor,
  active: ChallengeSummary[],
  now: Date,
): StatementRead<TodayRow, TodayEntry[]> {
  const personToday = calendarDateIn(actor.timezone, now);
  // the one ending soonest first (the dashboard board's default too); rows never move when checked in
  const ordered = [...active].sort(
    (a, b) =>
      a.endDate.localeCompare(b.endDate) || a.title.localeCompare(b.title) || a.id.localeCompare(b.id),
  );
  const days = ordered.map((challenge) => ({
    challengeId: challenge.id,
    date: initialCheckInDate(challenge, personToday),
  }));
  return mapRead(todayRead(actor.userId, days), (rows) => {
    const byChallenge = new Map(rows.map((row) => [row.challengeId, row]));
    return ordered.flatMap((challenge, index) => {
      const row = byChallenge.get(challenge.id);
      // an organizer who no longer takes part has nothing to check in
      return row ? [toTodayEntry(challenge, days[index]!.date, row, actor, personToday)] : [];
    });
  });
}

function toTodayEntry(
  challenge: ChallengeSummary,
  date: CalendarDate,
  row: TodayRow,
  actor: Actor,
  personToday: CalendarDate,
): TodayEntry {
  const checkIn = row.checkIn
    ? toCheckIn(row.checkIn, { ...challenge, timezone: row.timezone }, challenge.today, {
        personTimezone: actor.timezone,
        flag: row.checkInFlag,
        readsFlagReason: true,
      })
    : null;
  const refusal = checkInDateRefusal(challenge, date, { challengeToday: challenge.today, personToday });
  return {
    challengeId: challenge.id,
    title: challenge.title,
    challengeType: challenge.challengeType,
    date,
    viewerToday: personToday,
    checkIn,
    canCheckIn: !checkIn && refusal === null,
    targetSteps: challenge.challengeType === 'step_count' ? targetStepsOf(row.goalConfig) : null,
    dailyGoal: dailyGoalOf(challenge.challengeType, row.goalConfig),
    currentStreak: activeStreak(row.streak, date),
    restDays: { used: row.restDaysUsed, budget: row.restDayBudget },
    group: {
      checkedIn: row.checkedIn,
      participants: challenge.participantCount,
      othersCheckedIn: row.othersCheckedIn,
      cheeredByViewer: row.cheeredByViewer,
    },
  };
}
