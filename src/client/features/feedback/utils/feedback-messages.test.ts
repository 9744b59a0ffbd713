import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api-client';
import { feedbackFailureToast } from './feedback-messages';

describe('feedbackFailureToast (product-rules.md#feedback-dialog)', () => {
  it('asks a signed-out person to log in', () => {
    expect(feedbackFailureToast(new ApiError(401, 'UNAUTHENTICATED', 'Not signed in'), i18n)).toEqual({
      title: 'Authentication Required',
      message: 'Please log in to submit feedback.',
    });
  });

  it("keeps the server's words for what it refused", () => {
    expect(feedbackFailureToast(new ApiError(429, 'RATE_LIMITED', 'Please wait a while.'), i18n)).toEqual({
      title: 'Submission Failed',
      message: 'Please wait a while.',
    });
  });

  it('says the submission failed for anything else', () => {
    const failed = {
      title: 'Submission Failed',
      message: 'There was an error submitting your feedback. Please try again.',
    };
    expect(feedbackFailureToast(new ApiError(500, 'INTERNAL', 'Internal error'), i18n)).toEqual(failed);
    expect(feedbackFailureToast(new ApiError(0, 'NETWORK', 'Network error.'), i18n)).toEqual(failed);
    expect(feedbackFailureToast(new Error('boom'), i18n)).toEqual(failed);
  });
});
