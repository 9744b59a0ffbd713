import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { z } from 'zod';

/** What the person types in the confirm dialog besides their password (product-rules.md#account-deletion). */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

/** DELETE /api/account: the person's current password, checked again before anything is removed. */
export const deleteAccountSchema = z.object({
  password: z
    .string()
    .min(1, translatable(msg`Enter your password.`))
    .max(1000, translatable(msg`Enter your password.`)),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** How a forum post or comment of a deleted account shows its author (product-rules.md#account-deletion). */
export const DELETED_USER_NAME = translatable(msg`Deleted user`);
