import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { rateLimit } from '#server/middleware/rate-limit';

/** Reset requests per client address: ours rather than better-auth's, which runs after the answer has gone. */
export const resetRequestLimit = rateLimit({
  name: 'password-reset-request',
  windowSeconds: 600,
  max: 3,
  message: translatable(msg`Too many reset requests. Please wait a few minutes before trying again.`),
});
