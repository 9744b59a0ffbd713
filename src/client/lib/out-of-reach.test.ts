import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { isReadOutOfReach, writeFailureMessage } from './out-of-reach';

const unreached = new ApiError(0, 'NETWORK', 'Network error. Please check your connection and try again.');
const refused = new ApiError(409, 'CONFLICT', 'No rest days left (1 of 1 used)');
const crashed = new ApiError(500, 'INTERNAL', 'Internal server error');

describe('writeFailureMessage (decision 065)', () => {
  it('says the write was not saved when the server was not reached', () => {
    expect(writeFailureMessage(unreached, 'Failed to cheer. Please try again.')).toBe(
      'Not saved — you are offline',
    );
  });

  it("gives the server's own words for a refusal", () => {
    expect(writeFailureMessage(refused, 'Failed to take a rest day. Please try again.')).toBe(
      'No rest days left (1 of 1 used)',
    );
  });

  it("gives the write's failure text for a crash or anything else", () => {
    expect(writeFailureMessage(crashed, 'Failed to update vote')).toBe('Failed to update vote');
    expect(writeFailureMessage(new Error('boom'), 'Failed to update vote')).toBe('Failed to update vote');
  });
});

describe('isReadOutOfReach', () => {
  it('is true for a read with nothing to show that got no answer or a 5xx', () => {
    expect(isReadOutOfReach({ data: undefined, failureReason: unreached })).toBe(true);
    expect(isReadOutOfReach({ data: undefined, failureReason: crashed })).toBe(true);
  });

  it('is false while it has data, before any failure, and for a refusal', () => {
    expect(isReadOutOfReach({ data: { rows: [] }, failureReason: unreached })).toBe(false);
    expect(isReadOutOfReach({ data: undefined, failureReason: null })).toBe(false);
    expect(isReadOutOfReach({ data: undefined, failureReason: refused })).toBe(false);
  });
});
