import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api-client';
import {
  createGroupFailureMessage,
  groupListFailureMessage,
  joinGroupFailureMessage,
  leaveFailureToast,
} from './group-messages';

const refusal = (status: number, message = 'Server says no') => new ApiError(status, 'X', message);

// product-rules.md#group-messages, word for word.
describe('group failure messages', () => {
  it('says why a creation failed', () => {
    expect(createGroupFailureMessage(refusal(401))).toBe(
      'Authentication issue. Please try signing out and back in.',
    );
    expect(createGroupFailureMessage(refusal(403))).toBe(
      'Permission denied. Please refresh the page and try again.',
    );
    expect(createGroupFailureMessage(refusal(409))).toBe('A group with this name already exists.');
    expect(createGroupFailureMessage(refusal(400, 'Group name is required'))).toBe('Group name is required');
    expect(createGroupFailureMessage(refusal(500))).toBe('Failed to create group');
    expect(createGroupFailureMessage(new Error('boom'))).toBe('Failed to create group');
  });

  it('says why the lists could not be loaded', () => {
    expect(groupListFailureMessage(refusal(401))).toBe('Session expired. Please sign in again.');
    expect(groupListFailureMessage(refusal(403))).toBe('Permission denied. Please check your access rights.');
    expect(groupListFailureMessage(refusal(0))).toBe(
      'Failed to load groups. Please try refreshing the page.',
    );
  });

  it('says why a join failed', () => {
    expect(joinGroupFailureMessage(refusal(409))).toBe('You are already a member of this group');
    expect(joinGroupFailureMessage(refusal(403))).toBe("You don't have permission to join this group");
    expect(joinGroupFailureMessage(refusal(404))).toBe('Failed to join group');
  });
});

describe('leaveFailureToast', () => {
  it("splits the admin refusal into the 'Cannot Leave' title and its reason", () => {
    const refusal = new ApiError(
      422,
      'ADMIN_CANNOT_LEAVE',
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
