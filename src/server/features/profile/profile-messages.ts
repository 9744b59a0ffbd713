import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
// The profile API's refusals.
export const profileMessages = {
  notFound: translatable(msg`Profile not found`),
  avatarUploadLimited: translatable(msg`Too many avatar uploads. Please wait a while before trying again.`),
} as const;
