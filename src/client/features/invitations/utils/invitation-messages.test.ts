import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api-client';
import { sendInvitationFailure } from './invitation-messages';

describe('sendInvitationFailure', () => {
  it('tells an ended session, a missing challenge and a server problem apart', () => {
    expect(sendInvitationFailure(new ApiError(401, 'UNAUTHORIZED', 'x'))).toEqual({
      title: 'Authentication Error',
      message: 'Your session has expired. Please sign out and sign in again.',
    });
    expect(sendInvitationFailure(new ApiError(404, 'NOT_FOUND', 'x'))).toEqual({
      title: 'Error',
      message: 'Challenge not found. Please refresh the page and try again.',
    });
    for (const status of [500, 502, 503])
      expect(sendInvitationFailure(new ApiError(status, 'X', 'x'))).toEqual({
        title: 'Server Error',
        message: 'Failed to send invitation due to a server issue. Please try again in a moment.',
      });
  });

  it("passes on any other refusal in the server's words", () => {
    const tooMany = new ApiError(
      429,
      'RATE_LIMITED',
      'You have sent a lot of invitations in the last hour. Please try again in an hour.',
    );
    expect(sendInvitationFailure(tooMany)).toEqual({
      message:
        'Failed to send invitation: You have sent a lot of invitations in the last hour. Please try again in an hour.',
    });
    expect(sendInvitationFailure(new ApiError(0, 'NETWORK', 'Network error.'))).toEqual({
      message: 'Failed to send invitation: Network error.',
    });
  });
});
