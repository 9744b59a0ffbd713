import { z } from 'zod';
import {
  calendarDateAnswer,
  challengeStatusAnswer,
  challengeTypeAnswer,
  dailyGoalAnswer,
  idAnswer,
  userIdAnswer,
} from '#shared/domain/answer-fields';
import { personSummaryAnswer } from '#shared/users/users.types';

// The JSON of a completed challenge's results view and of "Run it again" (product-rules.md#results-and-rounds);
// decision 059: the OpenAPI document is generated from these.

/** One day of a participant's calendar: met, missed, a rest day (product-rules.md#rest-days), or nothing at all. */
export const dayOutcomeAnswer = z.enum(['met', 'missed', 'rest', 'none']);
export type DayOutcome = z.infer<typeof dayOutcomeAnswer>;

/** A participant's final standing, as the challenge's own board ranks them (product-rules.md#leaderboards). */
export const resultsEntryAnswer = z.object({
  person: personSummaryAnswer,
  /** shared positions (1, 2, 2, 4); null for someone without a check-in, who has no rank */
  position: z.number().int().nullable(),
  successfulDays: z.number().int(),
  successRate: z.number().int(),
  bestStreak: z.number().int(),
  /** a step challenge's total points and average percentage (0 for other types) */
  stepPoints: z.number().int(),
  stepAverage: z.number().int(),
  /** an amount goal's total and daily average, as its board shows them (0 for other goals; decision 082) */
  amountTotal: z.number(),
  amountAverage: z.number(),
  /** every counted day met (from the joined day, rest days left out: decision 039) */
  isPerfect: z.boolean(),
  /** one outcome per day of the challenge, in the order of `ChallengeResults.days` */
  days: z.array(dayOutcomeAnswer),
  /** an amount goal's amount per day, in the same order (null: none logged); empty for other goals */
  amounts: z.array(z.number().nullable()),
});
export type ResultsEntry = z.infer<typeof resultsEntryAnswer>;

/** One round of a series and how it went: the viewer's success rate and the whole group's. */
export const roundProgressAnswer = z.object({
  challengeId: idAnswer(),
  roundNumber: z.number().int(),
  startDate: calendarDateAnswer(),
  endDate: calendarDateAnswer(),
  status: challengeStatusAnswer,
  /** null when the viewer did not take part in that round */
  yourRate: z.number().int().nullable(),
  /** successful days of everyone over everyone's days passed, as a percentage */
  groupRate: z.number().int(),
  /**
   * an amount goal's average per check-in in that round (decision 082): the viewer's (null when they did not take
   * part or logged nothing) and the group's; both null for other goals
   */
  yourAmountAverage: z.number().nullable(),
  groupAmountAverage: z.number().nullable(),
});
export type RoundProgress = z.infer<typeof roundProgressAnswer>;

/** Where a round sits in its series: shown on every round's page. */
export const roundLinksAnswer = z.object({
  number: z.number().int(),
  previous: z.object({ id: idAnswer(), title: z.string() }).nullable(),
  next: z.object({ id: idAnswer(), title: z.string(), startDate: calendarDateAnswer() }).nullable(),
});
export type RoundLinks = z.infer<typeof roundLinksAnswer>;

/** GET /api/challenges/{id}/results — a completed challenge's results view, in one request. */
export const challengeResultsAnswer = z.object({
  challengeId: idAnswer(),
  title: z.string(),
  challengeType: challengeTypeAnswer,
  /** what a day asks: met or missed, or an amount (decision 082) */
  dailyGoal: dailyGoalAnswer,
  startDate: calendarDateAnswer(),
  endDate: calendarDateAnswer(),
  /** every day of the challenge, first to last: the calendars' columns */
  days: z.array(calendarDateAnswer()),
  /** the entries placed 1 to 3 (more than three when some share a place) */
  podium: z.array(resultsEntryAnswer),
  /** everyone, ranked first, then those without a rank by name */
  entries: z.array(resultsEntryAnswer),
  /** the longest streak anyone reached, and who reached it (empty when nobody met a day) */
  longestStreak: z.object({ days: z.number().int(), people: z.array(personSummaryAnswer) }),
  viewer: z.object({ userId: userIdAnswer(), isOrganizer: z.boolean(), canRunAgain: z.boolean() }),
  round: roundLinksAnswer,
  /** the series' rounds in order, this one included (just this one for a challenge never run again) */
  progress: z.array(roundProgressAnswer),
});
export type ChallengeResults = z.infer<typeof challengeResultsAnswer>;

/** POST /api/challenges/{id}/rounds — the new round and how many people were invited to it. */
export const nextRoundAnswer = z.object({
  id: idAnswer(),
  roundNumber: z.number().int(),
  startDate: calendarDateAnswer(),
  endDate: calendarDateAnswer(),
  invited: z.number().int(),
});
export type NextRound = z.infer<typeof nextRoundAnswer>;
