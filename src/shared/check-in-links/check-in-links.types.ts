import { z } from 'zod';
import { idAnswer, instantAnswer } from '#shared/domain/answer-fields';

// The JSON src/server/features/check-in-links answers with (decision 059: the OpenAPI document is generated from
// these).

/** A check-in link as the list shows it: never its secret. */
export const checkInLinkSummaryAnswer = z.object({
  id: idAnswer(),
  challenge: z.object({ id: idAnswer(), title: z.string() }),
  createdAt: instantAnswer(),
  /** null until the link first records a check-in */
  lastUsedAt: instantAnswer().nullable(),
});
export type CheckInLinkSummary = z.infer<typeof checkInLinkSummaryAnswer>;

/** GET /api/check-in-links: the person's links, and the challenges a new one may be for. */
export const checkInLinkListAnswer = z.object({
  links: z.array(checkInLinkSummaryAnswer),
  challenges: z.array(z.object({ id: idAnswer(), title: z.string() })),
});
export type CheckInLinkList = z.infer<typeof checkInLinkListAnswer>;

/** POST /api/check-in-links: the one answer that carries the link's address (its secret is not stored). */
export const createdCheckInLinkAnswer = z.object({
  link: checkInLinkSummaryAnswer,
  url: z.url(),
});
export type CreatedCheckInLink = z.infer<typeof createdCheckInLinkAnswer>;
