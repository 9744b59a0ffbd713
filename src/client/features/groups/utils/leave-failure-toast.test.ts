import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { leaveFailureToast } from './leave-failure-toast';

describe('leaveFailureToast', () => {
  it("splits the admin refusal into the 'Cannot Leave' title and its reason", () => {
    const refusal = new ApiError(
      422,
      'UNPROCESSABLE',
      'Cannot Leave: As an admin, you cannot leave the group. Transfer admin rights or delete the group instead.',
    );
    expect(leaveFailureToast(refusal)).toEqual({
      title: 'Cannot Leave',
      message: 'As an admin, you cannot leave the group. Transfer admin rights or delete the group instead.',
    });
  });

  it("shows any other refusal in the server's words", () => {
    expect(leaveFailureToast(new ApiError(403, 'FORBIDDEN', 'You are not a member of this group.'))).toEqual({
      message: 'You are not a member of this group.',
    });
  });

  it('says a crash or a lost connection plainly', () => {
    expect(leaveFailureToast(new ApiError(500, 'INTERNAL', 'boom'))).toEqual({
      message: 'Failed to leave group',
    });
    expect(leaveFailureToast(new Error('offline'))).toEqual({ message: 'Failed to leave group' });
  });
});
