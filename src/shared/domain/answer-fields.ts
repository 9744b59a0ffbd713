import { z } from 'zod';
import { challengeTypes } from '#shared/challenges/challenge-types';
import { AMOUNT_DOCS } from '#shared/challenges/amount-api-docs';
import { AMOUNT_DIRECTIONS, AMOUNT_UNITS } from '#shared/challenges/daily-goal';
import { CHALLENGE_STATUSES } from './challenge-status';

// The fields of the API's answers, as their zod contracts write them (decision 059): what the OpenAPI document
// states and the contract test checks. Requests have their own fields, with the spec's messages.

/** An id the database generated. */
export const idAnswer = () => z.guid();

/** An instant: an ISO 8601 timestamp with its offset ('2026-03-10T12:00:00.000Z'). */
export const instantAnswer = () => z.iso.datetime({ offset: true });

/** A calendar date, 'yyyy-MM-dd'. */
export const calendarDateAnswer = () => z.iso.date();

/** A person's id, which better-auth generates: an opaque string, not a UUID. */
export const userIdAnswer = () => z.string().min(1);

/** A challenge's status as answers carry it (decision 059). */
export const challengeStatusAnswer = z.enum(CHALLENGE_STATUSES);

/** A challenge type as answers carry it (decision 059). */
export const challengeTypeAnswer = z.enum(challengeTypes);

/** An amount goal as answers carry it (decision 082). */
export const amountGoalAnswer = z.object({
  unit: z.enum(AMOUNT_UNITS).meta({ description: AMOUNT_DOCS.unit }),
  /** the organizer's word for a 'custom' unit; null for the listed units */
  customUnit: z.string().nullable().meta({ description: AMOUNT_DOCS.customUnit }),
  target: z.number().meta({ description: AMOUNT_DOCS.target }),
  direction: z.enum(AMOUNT_DIRECTIONS).meta({ description: AMOUNT_DOCS.direction }),
});

/** A challenge's daily goal as answers carry it: met or missed, or an amount (a step challenge's steps too). */
export const dailyGoalAnswer = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('yes_no') }),
    amountGoalAnswer.extend({ kind: z.literal('amount') }),
  ])
  .meta({ description: AMOUNT_DOCS.dailyGoal });
