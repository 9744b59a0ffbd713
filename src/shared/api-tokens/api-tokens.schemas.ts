import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { z } from 'zod';

export const API_TOKEN_SCOPES = ['read', 'check-in'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const API_TOKEN_NAME_MAX = 60;

/** POST /api/tokens: a name the person recognises and what the token may do (product-rules.md#open-api). */
export const createApiTokenSchema = z.object({
  name: z
    .string({ error: translatable(msg`Give the token a name.`) })
    .trim()
    .min(1, translatable(msg`Give the token a name.`))
    .max(API_TOKEN_NAME_MAX, translatable(msg`A token's name has at most ${API_TOKEN_NAME_MAX} characters.`)),
  scope: z.enum(API_TOKEN_SCOPES, { error: translatable(msg`The scope is 'read' or 'check-in'.`) }),
});
export type CreateApiTokenInput = z.infer<typeof createApiTokenSchema>;
