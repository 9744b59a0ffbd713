import type { ChallengeSummary } from '#shared/challenges/challenges.types';
import type { TodayEntry } from '#shared/dashboard/dashboard.types';
import { calendarDateIn } from '#shared/domain/calendar-date';
import { initialCheckInDate } from '#shared/domain/check-in-window';
import { checkInDateRefusal } from '#shared/domain/check-in-rules';
import { activeStreak } from '#shared/domain/streak';
import type { Actor, Deps } from '#server/app-env';
import { toCheckIn } from '../check-ins/check-in-view';
import { targetStepsOf } from '../check-ins/check-ins.policy';
import { listTodayOf } from './dashboard.queries';

/**
 * The Today panel (decision 024): for each active challenge the viewer takes part in, the day they check in for
 * now (their own today capped at the end date, as the challenge page's check-in card), their check-in that day,
 * whether a check-in would be accepted, their streak and the group's count for that day. One statement.
 */
export async function readToday(
  deps: Deps,
  actor: Actor,
  active: ChallengeSummary[],
  now: Date,
): Promise<TodayEntry[]> {
  if (active.length === 0) return [];
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
  const rows = new Map((await listTodayOf(deps.db, actor.userId, days)).map((row) => [row.challengeId, row]));
  return ordered.flatMap((challenge, index): TodayEntry[] => {
    const row = rows.get(challenge.id);
    if (!row) return []; // an organizer who no longer takes part has nothing to check in
    const date = days[index]!.date;
    const checkIn = row.checkIn
      ? toCheckIn(row.checkIn, { ...challenge, timezone: row.timezone }, challenge.today, {
          personTimezone: actor.timezone,
          flag: row.checkIn.flag,
          readsFlagReason: true,
        })
      : null;
    const refusal = checkInDateRefusal(challenge, date, { challengeToday: challenge.today, personToday });
    return [
      {
        challengeId: challenge.id,
        title: challenge.title,
        challengeType: challenge.challengeType,
        date,
        viewerToday: personToday,
        checkIn,
        canCheckIn: !checkIn && refusal === null,
        targetSteps: challenge.challengeType === 'step_count' ? targetStepsOf(row.goalConfig) : null,
        currentStreak: activeStreak(row.streak, date),
        restDays: { used: row.restDaysUsed, budget: row.restDayBudget },
        group: {
          checkedIn: row.checkedIn,
          participants: challenge.participantCount,
          othersCheckedIn: row.othersCheckedIn,
          cheeredByViewer: row.cheeredByViewer,
        },
      },
    ];
  });
}
