import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { FEEDBACK_LOGIN_MESSAGE, FEEDBACK_LOGIN_REQUIRED } from '#shared/feedback/feedback.schemas';
import { translated } from '#shared/i18n/translatable';
import { ApiError } from '#client/lib/api-client';

/**
 * product-rules.md#feedback-dialog: the toast for feedback that was not sent. A refusal the server explains (a field,
 * too many in an hour) keeps its words; 'Please try again' would be wrong advice there.
 */
export function feedbackFailureToast(error: unknown, i18n: I18n): { title: string; message: string } {
  if (error instanceof ApiError && error.status === 401) {
    return { title: i18n._(FEEDBACK_LOGIN_REQUIRED), message: translated(i18n, FEEDBACK_LOGIN_MESSAGE) };
  }
  const title = i18n._(msg`Submission Failed`);
  if (error instanceof ApiError && (error.status === 400 || error.status === 429) && error.message) {
    return { title, message: error.message };
  }
  return {
    title,
    message: i18n._(msg`There was an error submitting your feedback. Please try again.`),
  };
}
