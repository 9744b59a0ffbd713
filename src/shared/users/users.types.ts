import { z } from 'zod';
import { userIdAnswer } from '#shared/domain/answer-fields';

/**
 * How one person appears in other features' answers (participants, organizers, who checked in): a name and a
 * picture, never an e-mail address.
 */
export const personSummaryAnswer = z.object({
  id: userIdAnswer(),
  name: z.string(),
  /** the picture's URL, or null for initials */
  avatar: z.string().nullable(),
});
export type PersonSummary = z.infer<typeof personSummaryAnswer>;
