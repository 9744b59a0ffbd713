import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
// The files API's refusal: missing, unknown and forbidden files all answer it (docs/decisions/016).
export const fileMessages = {
  notFound: translatable(msg`File not found`),
} as const;
