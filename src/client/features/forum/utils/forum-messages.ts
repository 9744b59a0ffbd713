import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { FORUM_VALIDATION_TITLE } from '#shared/forum/forum.schemas';
import { ApiError } from '#client/lib/api-client';

const isRateLimited = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 429 && Boolean(error.message);

/**
 * product-rules.md#feedback-forum: the toast for a post that was not created. A refusal the server explains keeps its
 * words: a field (400) under 'Validation Error', too many posts in an hour (429) as it is; anything else is the
 * spec's text.
 */
export function createPostFailureToast(error: unknown, i18n: I18n): { title?: string; message: string } {
  if (error instanceof ApiError && error.status === 400 && error.message) {
    return { title: i18n._(FORUM_VALIDATION_TITLE), message: error.message };
  }
  if (isRateLimited(error)) return { message: error.message };
  return { message: i18n._(msg`Failed to create post. Please try again.`) };
}

/**
 * product-rules.md#feedback-forum: a comment that was not added; too many in an hour (429) says so rather than 'try
 * again'.
 */
export function addCommentFailureMessage(error: unknown, i18n: I18n): string {
  return isRateLimited(error) ? error.message : i18n._(msg`Failed to add comment. Please try again.`);
}
