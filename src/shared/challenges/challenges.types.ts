import { z } from 'zod';
import {
  dailyGoalAnswer,
  calendarDateAnswer,
  challengeStatusAnswer,
  challengeTypeAnswer,
  idAnswer,
} from '#shared/domain/answer-fields';
import { personSummaryAnswer } from '#shared/users/users.types';
import { roundLinksAnswer } from '#shared/challenge-rounds/challenge-rounds.types';

// The JSON src/server/features/challenges answers with (decision 059: the OpenAPI document is generated from these).

/** A challenge as lists and cards show it. `today` is the challenge's today, in its creator's timezone. */
export const challengeSummaryAnswer = z.object({
  id: idAnswer(),
  title: z.string(),
  description: z.string(),
  challengeType: challengeTypeAnswer,
  startDate: calendarDateAnswer(),
  endDate: calendarDateAnswer(),
  status: challengeStatusAnswer,
  today: calendarDateAnswer(),
  organizer: personSummaryAnswer.nullable(),
  participantCount: z.number().int(),
  maxParticipants: z.number().int(),
  templateId: idAnswer().nullable(),
});
export type ChallengeSummary = z.infer<typeof challengeSummaryAnswer>;

/** GET /api/challenges: the signed-in person's own challenges (organizer or participant), newest start first. */
export const challengeListAnswer = z.object({ challenges: z.array(challengeSummaryAnswer) });

/** A challenge's goal settings, by type (challenges/goal-config.ts): e.g. `{ target_steps, label }`. */
const goalConfigAnswer = z.record(z.string(), z.unknown());

/** GET /api/challenges/:id — any signed-in person with the link (a non-participant sees the join prompt). */
export const challengeDetailAnswer = challengeSummaryAnswer.extend({
  rules: z.array(z.string()),
  goalConfig: goalConfigAnswer,
  /** the daily goal the goalConfig sets: met or missed, or an amount (decision 082) */
  dailyGoal: dailyGoalAnswer,
  timezone: z.string(),
  /** rest days each participant may declare (product-rules.md#rest-days) */
  restDayBudget: z.number().int(),
  participants: z.array(personSummaryAnswer),
  progress: z.object({
    daysPassed: z.number().int(),
    totalDays: z.number().int(),
    daysRemaining: z.number().int(),
  }),
  viewer: z.object({
    isOrganizer: z.boolean(),
    isParticipant: z.boolean(),
    /** the viewer's own today, in their timezone: no check-in may be later */
    today: calendarDateAnswer(),
    canCheckIn: z.boolean(),
  }),
  /** true once 7 days after the end date have passed (product-rules.md#check-in-windows) */
  isCheckInLocked: z.boolean(),
  /**
   * the group it was created in (product-rules.md#group-challenges: the organizer's Group tab), null when not
   * group-linked
   */
  group: z.object({ id: idAnswer(), name: z.string() }).nullable(),
  /** its place in a series of rounds (product-rules.md#results-and-rounds): number 1 with no links when alone */
  round: roundLinksAnswer,
});
export type ChallengeDetail = z.infer<typeof challengeDetailAnswer>;

/**
 * The summary's fields a signed-out visitor of the share link may see (no people, no template link, no "today"):
 * named one by one, so that a field the summary gains stays private until it is listed here.
 */
export const PUBLIC_SUMMARY_FIELDS = [
  'id',
  'title',
  'description',
  'challengeType',
  'startDate',
  'endDate',
  'status',
  'participantCount',
  'maxParticipants',
] as const satisfies readonly (keyof ChallengeSummary)[];
export type PublicSummaryField = (typeof PUBLIC_SUMMARY_FIELDS)[number];

const publicSummaryMask = Object.fromEntries(PUBLIC_SUMMARY_FIELDS.map((field) => [field, true])) as Record<
  PublicSummaryField,
  true
>;

/** GET /api/challenges/:id/public — the join page, also for signed-out visitors. */
export const publicChallengeAnswer = challengeSummaryAnswer.pick(publicSummaryMask).extend({
  isFull: z.boolean(),
  /** who organizes it, by name only (null without one): the share link's "who invited you" */
  organizerName: z.string().nullable(),
});
export type PublicChallenge = z.infer<typeof publicChallengeAnswer>;

/** GET /api/challenges/templates */
export const templateChallengeAnswer = z.object({
  id: idAnswer(),
  title: z.string(),
  description: z.string(),
  challengeType: challengeTypeAnswer,
  rules: z.array(z.string()),
  goalConfig: goalConfigAnswer,
  dailyGoal: dailyGoalAnswer,
});
export type TemplateChallenge = z.infer<typeof templateChallengeAnswer>;

export const templateListAnswer = z.object({ templates: z.array(templateChallengeAnswer) });
