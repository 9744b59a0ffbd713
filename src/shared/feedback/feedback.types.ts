import { z } from 'zod';
import { idAnswer, instantAnswer } from '#shared/domain/answer-fields';
import { FEEDBACK_CATEGORIES } from './feedback.schemas';

// The JSON src/server/features/feedback answers with (decision 059: the OpenAPI document is generated from these).

/** POST /api/feedback: what was stored. */
export const sentFeedbackAnswer = z.object({ id: idAnswer() });
export type SentFeedback = z.infer<typeof sentFeedbackAnswer>;

/** GET /api/admin/feedback (site administrators): newest first, with who sent it. */
export const submittedFeedbackAnswer = z.object({
  id: idAnswer(),
  category: z.enum(FEEDBACK_CATEGORIES),
  rating: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  createdAt: instantAnswer(),
  /** administrators see who wrote it, so they can follow up */
  author: z.object({ name: z.string(), email: z.email() }),
});
export type SubmittedFeedback = z.infer<typeof submittedFeedbackAnswer>;
