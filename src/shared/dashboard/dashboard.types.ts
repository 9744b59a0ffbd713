import { z } from 'zod';
import { challengeSummaryAnswer, templateChallengeAnswer } from '../challenges/challenges.types';
import { challengeTypeAnswer } from '../challenges/challenge-types';
import { checkInAnswer, recentCheckInAnswer } from '../check-ins/check-ins.types';
import { calendarDateAnswer, idAnswer } from '../domain/answer-fields';
import { leaderboardAnswer } from '../leaderboards/leaderboards.types';

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

/** GET /api/dashboard — the whole dashboard in one request. */
export const dashboardAnswer = z.object({
  active: z.array(challengeSummaryAnswer),
  upcoming: z.array(challengeSummaryAnswer),
  completed: z.array(challengeSummaryAnswer),
  templates: z.array(templateChallengeAnswer),
  /** the active challenge with the nearest end date, top 3 (null without active challenges) */
  leaderboard: leaderboardAnswer.nullable(),
  recentCheckIns: z.array(recentCheckInAnswer),
  /** the viewer's active challenges they take part in, as the Today panel shows them (decision 024) */
  today: z.array(todayEntryAnswer),
});
export type Dashboard = z.infer<typeof dashboardAnswer>;
