import { z } from 'zod';
import { calendarDateAnswer, idAnswer, instantAnswer, userIdAnswer } from '#shared/domain/answer-fields';
import { AMOUNT_DOCS } from '#shared/challenges/amount-api-docs';
import type { CheckInMilestone } from '#shared/domain/streak';
import { cheerSummaryAnswer } from '#shared/cheers/cheers.types';
import { personSummaryAnswer } from '#shared/users/users.types';

// The JSON src/server/features/check-ins answers with (decision 059: the OpenAPI document is generated from these).

/** A day is a check-in or a declared rest day, never both (decision 039). */
export const checkInKindAnswer = z.enum(['check_in', 'rest']);
export type CheckInKind = z.infer<typeof checkInKindAnswer>;

/**
 * Who wrote a day's answer: 'typed' by the person (the app, an edit, a script's POST), 'synced' by a sync of the
 * day's amount (PUT /api/challenges/:id/days/:date/amount), which later syncs may replace (product-rules.md#synced-amounts).
 */
export const checkInSourceAnswer = z.enum(['typed', 'synced']);
export type CheckInSource = z.infer<typeof checkInSourceAnswer>;

/** The organizer flagged the check-in as questionable; it changes no score (decision 040). */
export const checkInFlagAnswer = z.object({
  flaggedAt: instantAnswer(),
  /** the organizer's reason, for the person concerned and the organizer; null for everyone else or when none */
  reason: z.string().nullable(),
});
export type CheckInFlag = z.infer<typeof checkInFlagAnswer>;

export const checkInAnswer = z.object({
  id: idAnswer(),
  challengeId: idAnswer(),
  userId: userIdAnswer(),
  date: calendarDateAnswer(),
  /** 'rest': a declared rest day, which neither succeeds nor fails (met is false, no step count) */
  kind: checkInKindAnswer,
  met: z.boolean(),
  stepCount: z.number().int().nullable(),
  targetSteps: z.number().int().nullable(),
  percentage: z.number().nullable(),
  /** the day's amount for an amount goal, a step day's count included (decision 082); null for met or missed */
  amount: z.number().nullable().meta({ description: AMOUNT_DOCS.amount }),
  /** the target that amount was measured against when it was written */
  amountTarget: z.number().nullable().meta({ description: AMOUNT_DOCS.amountTarget }),
  notes: z.string().nullable(),
  source: checkInSourceAnswer.meta({
    description: "'typed' by the person, 'synced' by PUT /api/challenges/{challengeId}/days/{date}/amount",
  }),
  createdAt: instantAnswer(),
  updatedAt: instantAnswer(),
  /** more than 7 days before today (product-rules.md#check-in-windows) */
  isOld: z.boolean(),
  /** outside the challenge's dates (product-rules.md#check-in-windows) */
  isOutsideChallenge: z.boolean(),
  /** recorded more than a day after its date, from its stored created_at (product-rules.md#logged-late) */
  isLoggedLate: z.boolean(),
  /** the organizer's flag, or null (product-rules.md#flagged-check-ins) */
  flag: checkInFlagAnswer.nullable(),
});
export type CheckIn = z.infer<typeof checkInAnswer>;

const checkInMilestoneAnswer = z.enum([
  'first-day',
  'streak-3',
  'streak-7',
  'streak-14',
  'perfect-challenge',
]) satisfies z.ZodType<CheckInMilestone>;

/**
 * POST /api/challenges/:id/check-ins and PATCH /api/check-ins/:id: the check-in and what it earned (decision 024).
 */
export const recordedCheckInAnswer = checkInAnswer.extend({
  /** the streak the person is on after this write, seen on their check-in day for today */
  currentStreak: z.number().int(),
  /** the milestone this write has just reached, if any */
  milestone: checkInMilestoneAnswer.nullable(),
});
export type RecordedCheckIn = z.infer<typeof recordedCheckInAnswer>;

/** A check-in as the recent lists show it, with who and which challenge. */
export const recentCheckInAnswer = checkInAnswer.extend({
  person: personSummaryAnswer,
  challengeTitle: z.string(),
  /** who cheered it, and whether the viewer did or may (product-rules.md#cheers) */
  cheers: cheerSummaryAnswer,
});
export type RecentCheckIn = z.infer<typeof recentCheckInAnswer>;

/** POST /api/challenges/:id/rest-days: the rest day, the streak it keeps and the budget left (decision 039). */
export const declaredRestDayAnswer = checkInAnswer.extend({
  /** the streak the person is on, seen on their check-in day for today */
  currentStreak: z.number().int(),
  restDaysUsed: z.number().int(),
  restDayBudget: z.number().int(),
});
export type DeclaredRestDay = z.infer<typeof declaredRestDayAnswer>;

/** GET /api/challenges/:id/check-ins: the viewer's own (scope `mine`), or everyone's newest with who (`recent`). */
export const checkInListAnswer = z.object({
  checkIns: z.array(z.union([checkInAnswer, recentCheckInAnswer])),
});
