import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api-client';
import { addCommentFailureMessage, createPostFailureToast } from './forum-messages';

const limited = new ApiError(429, 'RATE_LIMITED', 'Please wait a while before posting again.');

describe('forum failure toasts (product-rules.md#feedback-forum)', () => {
  it("keeps the server's words for a field it refused, or for too many posts", () => {
    expect(
      createPostFailureToast(new ApiError(400, 'VALIDATION', 'Title must be at most 200 characters.'), i18n),
    ).toEqual({ title: 'Validation Error', message: 'Title must be at most 200 characters.' });
    expect(createPostFailureToast(limited, i18n)).toEqual({
      message: 'Please wait a while before posting again.',
    });
  });

  it('says the generic text for anything else', () => {
    const generic = { message: 'Failed to create post. Please try again.' };
    expect(createPostFailureToast(new ApiError(500, 'INTERNAL', 'Internal error'), i18n)).toEqual(generic);
    expect(createPostFailureToast(new ApiError(0, 'NETWORK', 'Network error.'), i18n)).toEqual(generic);
    expect(createPostFailureToast(new Error('boom'), i18n)).toEqual(generic);
  });

  it("says the spec's text for a comment that failed, unless there were too many", () => {
    expect(addCommentFailureMessage(new ApiError(500, 'INTERNAL', 'Internal error'), i18n)).toBe(
      'Failed to add comment. Please try again.',
    );
    expect(addCommentFailureMessage(limited, i18n)).toBe('Please wait a while before posting again.');
  });
});
