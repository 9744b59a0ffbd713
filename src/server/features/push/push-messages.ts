import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
// The push API's refusals (an unusable subscription is the shared schema's message, as the client says it too).
export const pushMessages = {
  subscriptionNotFound: translatable(msg`Push subscription not found`),
  registrationsLimited: translatable(
    msg`You have turned push notifications on many times in the last hour. Please wait a while before trying again.`,
  ),
} as const;
