import { z } from 'zod';

/**
 * The answer of DELETE /api/account: what happened to what the person organised (product-rules.md#account-deletion).
 * The session cookie is cleared with it.
 */
export const accountDeletionResultAnswer = z.object({
  /** challenges that passed to their longest-standing other participant */
  challengesTransferred: z.number().int().nonnegative(),
  /** challenges deleted because nobody else was in them */
  challengesDeleted: z.number().int().nonnegative(),
  /** groups whose admin rights passed to a moderator or member */
  groupsTransferred: z.number().int().nonnegative(),
  /** groups deleted because nobody else was in them */
  groupsDeleted: z.number().int().nonnegative(),
});
export type AccountDeletionResult = z.infer<typeof accountDeletionResultAnswer>;
