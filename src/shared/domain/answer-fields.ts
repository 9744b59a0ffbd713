import { z } from 'zod';
import { challengeTypes } from '#shared/challenges/challenge-types';
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
