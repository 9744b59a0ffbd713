import { z } from 'zod';
import { challengeSummaryAnswer, templateChallengeAnswer } from '#shared/challenges/challenges.types';
import { checkInAnswer, recentCheckInAnswer } from '#shared/check-ins/check-ins.types';
import {
  calendarDateAnswer,
  challengeTypeAnswer,
  dailyGoalAnswer,
  idAnswer,
} from '#shared/domain/answer-fields';
import { leaderboardAnswer } from '#shared/leaderboards/leaderboards.types';

// The JSON src/server/features/dashboard answers with (decision 059: the OpenAPI document is generated from these).

/** One active challenge on the dashboard's Today panel: the viewer's day in it and the group's. */
export const todayEntryAnswer = z.object({
  challengeId: idAnswer(),
  title: z.string(),
  challengeType: challengeTypeAnswer,
  /** the day the viewer checks in for now: their own today, capped at the end date (as the check-in card) */
  date: calendarDateAnswer(),
  /** the viewer's own today, in their timezone ('for today' or 'for Mar 14, 2026') */
  viewerToday: calendarDateAnswer(),
  /** the viewer's own check-in for that day */
  checkIn: checkInAnswer.nullable(),
  /** a check-in for `date` would be accepted now */
  canCheckIn: z.boolean(),
  /** step challenges: the daily target; else null */
  targetSteps: z.number().int().nullable(),
  /** the challenge's daily goal: met or missed, or an amount (decision 082; a step challenge's steps too) */
  dailyGoal: dailyGoalAnswer,
  /** the streak the viewer is on */
  currentStreak: z.number().int(),
  /** the viewer's rest days declared in the challenge, of its budget (product-rules.md#rest-days) */
  restDays: z.object({ used: z.number().int(), budget: z.number().int() }),
  /**
   * how many participants have checked in for `date`, of how many; of the others' check-ins that day, how many
   * there are and how many the viewer has cheered (the group line's one tap: product-rules.md#cheers)
   */
  group: z.object({
    checkedIn: z.number().int(),
    participants: z.number().int(),
    othersCheckedIn: z.number().int(),
    cheeredByViewer: z.number().int(),
  }),
});
export type TodayEntry = z.infer<typeof todayEntryAnswer>;

/**
 * How many of each status the dashboard shows (decision 066): a glance whose cost does not grow with a person's
 * history. Active: as many rows as the Today panel keeps at a glance; completed: the spec's 'few most recent'.
 */
export const DASHBOARD_SECTION_LIMITS = { active: 10, upcoming: 3, completed: 3 } as const;

/**
 * GET /api/dashboard — the whole dashboard in one request. Its sections are a bounded glance (decision 066): the
 * first few of each status, with the exact count of all of them; the Challenges screen lists every one.
 */
export const dashboardAnswer = z.object({
  /** the active challenges ending soonest, at most DASHBOARD_SECTION_LIMITS.active */
  active: z.array(challengeSummaryAnswer),
  /** the upcoming challenges starting soonest, at most DASHBOARD_SECTION_LIMITS.upcoming */
  upcoming: z.array(challengeSummaryAnswer),
  /** the most recently ended, at most DASHBOARD_SECTION_LIMITS.completed */
  completed: z.array(challengeSummaryAnswer),
  /** how many challenges the person has of each status, every one counted */
  counts: z.object({
    active: z.number().int(),
    upcoming: z.number().int(),
    completed: z.number().int(),
  }),
  templates: z.array(templateChallengeAnswer),
  /** the active challenge with the nearest end date, top 3 (null without active challenges) */
  leaderboard: leaderboardAnswer.nullable(),
  recentCheckIns: z.array(recentCheckInAnswer),
  /** of `active`, those the viewer takes part in, as the Today panel shows them (decision 024) */
  today: z.array(todayEntryAnswer),
});
export type Dashboard = z.infer<typeof dashboardAnswer>;
