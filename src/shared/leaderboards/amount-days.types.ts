import { z } from 'zod';
import { amountGoalAnswer, calendarDateAnswer, userIdAnswer } from '#shared/domain/answer-fields';

// The JSON of GET /api/challenges/:id/amount-days (issue 27, the chart of each person's days against the target):
// decision 059, the OpenAPI document is generated from these.

/** One day of one person: what they checked in, or nothing, and the target the day is measured against. */
export const amountDayAnswer = z.object({
  date: calendarDateAnswer(),
  /** the day's amount, in the goal's unit; null for a day without a check-in and for a rest day */
  amount: z.number().nullable(),
  /** a declared rest day (decision 039) */
  rest: z.boolean(),
  /** the target the day was checked in against (its check-in keeps it), else the challenge's target of now */
  target: z.number(),
  /** whether the day's amount met its target; null for a day without a check-in and for a rest day */
  met: z.boolean().nullable(),
  /** the day's amount came from a sync by the person's phone (product-rules.md#synced-amounts) */
  synced: z.boolean(),
});
export type AmountDay = z.infer<typeof amountDayAnswer>;

export const amountDaysPersonAnswer = z.object({
  userId: userIdAnswer(),
  name: z.string(),
  avatar: z.string().nullable(),
  /**
   * the first day their days count from, as the board counts them (decision 039): the later of the start and the day
   * they joined, or an earlier check-in's day; the days before are no misses
   */
  countedFrom: calendarDateAnswer(),
  /** every day of the challenge, from its start to its end */
  days: z.array(amountDayAnswer),
});
export type AmountDaysPerson = z.infer<typeof amountDaysPersonAnswer>;

/**
 * Every participant of one challenge (a template's copy has one: its owner) with each of its days. `goal` is null
 * for a challenge whose daily goal is not an amount, which has no such days (`people` is empty).
 */
export const amountDaysAnswer = z.object({
  /** the challenge's today, in its timezone: the chart marks it */
  today: calendarDateAnswer(),
  goal: amountGoalAnswer.nullable(),
  people: z.array(amountDaysPersonAnswer),
});
export type AmountDays = z.infer<typeof amountDaysAnswer>;
