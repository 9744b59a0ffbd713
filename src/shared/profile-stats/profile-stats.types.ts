import { z } from 'zod';
import { amountGoalAnswer, calendarDateAnswer } from '#shared/domain/answer-fields';
import type { DayTally } from '#shared/domain/overall-streak';

// The JSON src/server/features/profile-stats answers with (decision 059: the OpenAPI document is generated from
// these).

export const achievementAnswer = z.object({
  id: z.enum(['first-day', 'one-week', 'challenger', 'sugar-hunter']),
  title: z.string(),
  description: z.string(),
  earned: z.boolean(),
});
export type Achievement = z.infer<typeof achievementAnswer>;

/** What one calendar day holds across the person's challenges (DayTally of shared/domain). */
const dayTallyAnswer = z.object({
  date: calendarDateAnswer(),
  met: z.number().int(),
  missed: z.number().int(),
  rest: z.number().int(),
}) satisfies z.ZodType<DayTally>;

/**
 * The year heatmap (product-rules.md#your-year, decision 043): every day from `from` (a Sunday, 53 weeks back) to
 * `to` (the person's today) is a cell; `days` lists, oldest first, only the days holding a check-in or a rest day,
 * with their counts across all of the person's challenges (a day's state: dayStateOf in shared/domain).
 */
export const checkInYearAnswer = z.object({
  from: calendarDateAnswer(),
  to: calendarDateAnswer(),
  days: z.array(dayTallyAnswer),
  /** consecutive days with a met check-in in any challenge, up to today or yesterday (overallStreak) */
  overallStreak: z.number().int(),
});
export type CheckInYear = z.infer<typeof checkInYearAnswer>;

/**
 * The person's amounts across their challenges of one unit (issue 27): the same unit, custom word and direction
 * ('at least' pages and 'at most' pages are not added together), over the challenges they checked in to.
 */
export const amountHabitAnswer = amountGoalAnswer.omit({ target: true }).extend({
  /** the sum of the amounts of every day checked in, in the unit, to 2 decimals */
  total: z.number(),
  /** the days whose amount met its target, in these challenges */
  daysOnTarget: z.number().int(),
  /** the challenges of this unit with at least one check-in */
  challenges: z.number().int(),
});
export type AmountHabit = z.infer<typeof amountHabitAnswer>;

/** GET /api/profile/stats */
export const profileStatsAnswer = z.object({
  totalChallenges: z.number().int(),
  activeChallenges: z.number().int(),
  completedChallenges: z.number().int(),
  /** overall success rate, percent */
  successRate: z.number().int(),
  successfulDays: z.number().int(),
  achievements: z.array(achievementAnswer),
  /** the amount habits, most challenges first (issue 27); empty without an amount goal checked in to */
  amountHabits: z.array(amountHabitAnswer),
  year: checkInYearAnswer,
});
export type ProfileStats = z.infer<typeof profileStatsAnswer>;
