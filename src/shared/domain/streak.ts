import type { I18n } from '@lingui/core';
import { plural, t } from '@lingui/core/macro';
import { addDays, type CalendarDate } from './calendar-date';
import { currentStreak } from './scoring';

// The streak a person is on, and the milestones a check-in can reach (issue 11, decision 024).

/**
 * What the streak a person is on is derived from: the spec's current streak (product-rules.md#scoring: the run of met
 * check-ins ending at the most recent check-in, 0 when that one was missed) and the date of that most recent
 * check-in. The server keeps both for every standing, so a screen needs no scan of the check-ins.
 */
export interface StreakFacts {
  currentStreak: number;
  latestDate: CalendarDate | null;
}

/**
 * The streak a person is on, seen on `checkInDay` (the day they would check in for now): the spec's current
 * streak while it is still alive, i.e. while the most recent check-in is on `checkInDay` or the day before.
 * A day not checked in yet does not break it (it may still be met); a whole day without a check-in does.
 */
export function activeStreak(
  { currentStreak: run, latestDate }: StreakFacts,
  checkInDay: CalendarDate,
): number {
  return latestDate !== null && latestDate >= addDays(checkInDay, -1) ? run : 0;
}

/** The same from the check-ins themselves (dates within the challenge): the definition the stored facts follow. */
export function streakOn(checkIns: { date: CalendarDate; met: boolean }[], checkInDay: CalendarDate): number {
  return activeStreak(streakFactsOf(checkIns), checkInDay);
}

export function streakFactsOf(checkIns: { date: CalendarDate; met: boolean }[]): StreakFacts {
  const latestDate = checkIns.reduce<CalendarDate | null>(
    (latest, { date }) => (latest === null || date > latest ? date : latest),
    null,
  );
  return {
    currentStreak: currentStreak(checkIns.map(({ date, met }) => ({ date, successful: met }))),
    latestDate,
  };
}

/** Streak lengths worth a celebration, longest first. */
export const STREAK_MILESTONES = [14, 7, 3] as const;

export type CheckInMilestone =
  'first-day' | `streak-${(typeof STREAK_MILESTONES)[number]}` | 'perfect-challenge';

/** A person's standing in one challenge, as far as milestones go: before or after a check-in write. */
export interface MilestoneFacts extends StreakFacts {
  successfulDays: number;
}

/**
 * The milestone a check-in write has just reached, the biggest one when it reaches several: every day of the
 * challenge met (a perfect challenge), else a streak of 14, 7 or 3 days that was shorter before, else the first
 * met day of the challenge. Null when the write reached none (e.g. a note edited, a day marked missed).
 */
export function milestoneReached(
  before: MilestoneFacts,
  after: MilestoneFacts,
  { checkInDay, totalDays }: { checkInDay: CalendarDate; totalDays: number },
): CheckInMilestone | null {
  if (after.successfulDays >= totalDays && before.successfulDays < totalDays) return 'perfect-challenge';
  const streakBefore = activeStreak(before, checkInDay);
  const streakAfter = activeStreak(after, checkInDay);
  const streak = STREAK_MILESTONES.find((days) => streakBefore < days && days <= streakAfter);
  if (streak) return `streak-${streak}`;
  if (before.successfulDays === 0 && after.successfulDays > 0) return 'first-day';
  return null;
}

/** The words of a celebration, e.g. 'Milestone: 7-day streak!', in `i18n`'s language. */
export function milestoneLabel(i18n: I18n, milestone: CheckInMilestone): string {
  switch (milestone) {
    case 'first-day':
      return t(i18n)`Milestone: first day done!`;
    case 'perfect-challenge':
      return t(i18n)`Milestone: perfect challenge, every day met!`;
    default: {
      const days = Number(milestone.slice('streak-'.length));
      // English says '-day streak' for every count; the plural is for the other languages
      return t(i18n)`Milestone: ${plural(days, { one: '#-day streak!', other: '#-day streak!' })}`;
    }
  }
}

/** '3-day streak', or null when there is no streak to show, in `i18n`'s language. */
export function streakLabel(i18n: I18n, days: number): string | null {
  return days > 0 ? t(i18n)`${plural(days, { one: '#-day streak', other: '#-day streak' })}` : null;
}
