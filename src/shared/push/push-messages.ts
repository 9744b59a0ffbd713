import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
// The Web Push words the API and the screens share, in a module without zod so the push prompt does not load the
// contracts' validation library (decision 067).

export const INVALID_SUBSCRIPTION_MESSAGE = translatable(
  msg`This browser gave an unusable push subscription.`,
);
