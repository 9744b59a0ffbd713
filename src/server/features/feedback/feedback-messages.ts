import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
// The feedback API's refusals.
export const feedbackMessages = {
  listNotAdmin: translatable(msg`Only administrators can read feedback.`),
  limited: translatable(
    msg`You have sent a lot of feedback in the last hour. Please wait a while before sending more.`,
  ),
} as const;
