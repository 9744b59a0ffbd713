import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { z } from 'zod';

export const PASSKEY_NAME_MAX = 60;

/** PATCH /api/me/passkeys/{id}: the name the person gives a passkey (product-rules.md#passkeys). */
export const renamePasskeySchema = z.object({
  name: z
    .string({ error: translatable(msg`Give the passkey a name.`) })
    .trim()
    .min(1, translatable(msg`Give the passkey a name.`))
    .max(PASSKEY_NAME_MAX, translatable(msg`A passkey's name has at most ${PASSKEY_NAME_MAX} characters.`)),
});
export type RenamePasskeyInput = z.infer<typeof renamePasskeySchema>;
