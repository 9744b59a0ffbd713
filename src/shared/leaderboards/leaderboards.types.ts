import { z } from 'zod';
import { amountGoalAnswer, calendarDateAnswer, idAnswer, userIdAnswer } from '#shared/domain/answer-fields';
import { AMOUNT_DOCS } from '#shared/challenges/amount-api-docs';
import { cheerSummaryAnswer } from '#shared/cheers/cheers.types';
import { checkInSourceAnswer } from '#shared/check-ins/check-ins.types';

// The JSON src/server/features/leaderboards answers with (decision 059: the OpenAPI document is generated from these).

/** What marks an entry on either board (decision 039). */
const entryMarksAnswer = z.object({
  /** 'joined day 6': the day of the challenge a late joiner joined on; null when their rate counts from the first day */
  joinedDay: z.number().int().nullable(),
  /** rest days declared (product-rules.md#rest-days) */
  restDays: z.number().int(),
});
export type EntryMarks = z.infer<typeof entryMarksAnswer>;

/** A person's latest check-in in the viewed challenge, to cheer from the board (product-rules.md#cheers). */
export const boardCheckInAnswer = z.object({
  id: idAnswer(),
  date: calendarDateAnswer(),
  /** 'synced': the day's amount came from a sync (shown as a mark, it changes no rank) */
  source: checkInSourceAnswer,
  cheers: cheerSummaryAnswer,
});
export type BoardCheckIn = z.infer<typeof boardCheckInAnswer>;

export const standardLeaderboardEntryAnswer = entryMarksAnswer.extend({
  userId: userIdAnswer(),
  userName: z.string(),
  avatar: z.string().nullable(),
  position: z.number().int(),
  /** success rate, percent */
  score: z.number().int(),
  /** best streak */
  streak: z.number().int(),
  sugarFreeDays: z.number().int(),
  /** the days the rate is over: from the day they joined, without their rest days (decision 039) */
  totalDays: z.number().int(),
  /** null for a row of another copy of the template, or someone without check-ins */
  latestCheckIn: boardCheckInAnswer.nullable(),
});
export type StandardLeaderboardEntry = z.infer<typeof standardLeaderboardEntryAnswer>;

/** An amount goal's board (decision 082): the standard entry with the totals of the amounts. */
export const amountLeaderboardEntryAnswer = standardLeaderboardEntryAnswer.extend({
  /** the sum of the amounts of the days checked in, in the goal's unit */
  amountTotal: z.number().meta({ description: AMOUNT_DOCS.amountTotal }),
  /** the amount of an average day checked in, to 2 decimals; 0 before any */
  amountAverage: z.number().meta({ description: AMOUNT_DOCS.amountAverage }),
});
export type AmountLeaderboardEntry = z.infer<typeof amountLeaderboardEntryAnswer>;

export const stepLeaderboardEntryAnswer = entryMarksAnswer.extend({
  userId: userIdAnswer(),
  name: z.string(),
  avatar: z.string().nullable(),
  position: z.number().int(),
  totalPercentage: z.number().int(),
  averagePercentage: z.number().int(),
  daysCompleted: z.number().int(),
  totalSteps: z.number().int(),
  /** null for a row of another copy of the template, or someone without check-ins */
  latestCheckIn: boardCheckInAnswer.nullable(),
});
export type StepLeaderboardEntry = z.infer<typeof stepLeaderboardEntryAnswer>;

const boardHeading = {
  challengeId: idAnswer(),
  title: z.string(),
  totalEntries: z.number().int(),
};

/** GET /api/challenges/:id/leaderboard?limit=N — top entries plus the viewer's own, wherever it ranks. */
export const leaderboardAnswer = z.discriminatedUnion('kind', [
  z.object({
    ...boardHeading,
    kind: z.literal('standard'),
    entries: z.array(standardLeaderboardEntryAnswer),
    viewerEntry: standardLeaderboardEntryAnswer.nullable(),
  }),
  z
    .object({
      ...boardHeading,
      kind: z.literal('amount'),
      /** the goal the amounts count toward: its unit, target and direction */
      goal: amountGoalAnswer.meta({ description: AMOUNT_DOCS.boardGoal }),
      entries: z.array(amountLeaderboardEntryAnswer),
      viewerEntry: amountLeaderboardEntryAnswer.nullable(),
    })
    .meta({ description: AMOUNT_DOCS.amountBoard }),
  z.object({
    ...boardHeading,
    kind: z.literal('steps'),
    entries: z.array(stepLeaderboardEntryAnswer),
    viewerEntry: stepLeaderboardEntryAnswer.nullable(),
  }),
]);
export type Leaderboard = z.infer<typeof leaderboardAnswer>;
