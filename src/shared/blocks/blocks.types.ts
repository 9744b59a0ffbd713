import { z } from 'zod';
import { idAnswer, instantAnswer } from '#shared/domain/answer-fields';

// The JSON src/server/features/blocks answers with (decision 059: the OpenAPI document is generated from these).

/**
 * A person the asker blocked, as Settings lists them. `id` is the block's own id (unblocking names it), never the
 * person's: someone blocked from the forum only stays unnamed (`name` and `avatar` null), as the forum shows them.
 */
export const blockedPersonAnswer = z.object({
  id: idAnswer(),
  /** null: blocked from the forum, where the author is 'User' (decision 084) */
  name: z.string().nullable(),
  avatar: z.string().nullable(),
  blockedAt: instantAnswer(),
});
export type BlockedPerson = z.infer<typeof blockedPersonAnswer>;

/** GET /api/blocks: the people the asker blocked, the latest first. */
export const blockedPeopleAnswer = z.object({ blocked: z.array(blockedPersonAnswer) });
export type BlockedPeople = z.infer<typeof blockedPeopleAnswer>;
