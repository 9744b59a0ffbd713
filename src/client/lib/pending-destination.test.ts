import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextAfterSignIn, peekPending, PENDING_KEYS, readPending, storePending } from './pending-destination';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('nextAfterSignIn (product-rules.md#after-sign-in)', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('goes to the dashboard when nothing is pending', () => {
    expect(nextAfterSignIn()).toEqual({ path: '/dashboard' });
  });

  it('joins a pending challenge automatically, with its join page as the way back if refused, once', () => {
    storePending('challengeJoin', 'challenge-1');
    expect(nextAfterSignIn()).toEqual({
      path: '/join-challenge/challenge-1',
      joinChallengeId: 'challenge-1',
    });
    expect(localStorage.getItem(PENDING_KEYS.challengeJoin)).toBeNull();
    expect(nextAfterSignIn()).toEqual({ path: '/dashboard' });
  });

  it('shows the auth screen the same pending action that signing in then takes, without using it up', () => {
    expect(peekPending()).toBeNull();
    storePending('invitation', 'invitation-1');
    expect(peekPending()).toEqual({ action: 'invitation', id: 'invitation-1' });
    storePending('challengeJoin', 'challenge-1');
    expect(peekPending()).toEqual({ action: 'challengeJoin', id: 'challenge-1' });
    expect(peekPending()).toEqual({ action: 'challengeJoin', id: 'challenge-1' });
    expect(nextAfterSignIn()).toEqual({
      path: '/join-challenge/challenge-1',
      joinChallengeId: 'challenge-1',
    });
    expect(peekPending()).toEqual({ action: 'invitation', id: 'invitation-1' });
  });

  it('puts a pending group join first, then the challenge join, then the invitation', () => {
    storePending('invitation', 'invitation-1');
    storePending('challengeJoin', 'challenge-1');
    storePending('groupJoin', 'group-1');
    expect(nextAfterSignIn()).toEqual({ path: '/join-group/group-1', joinGroupId: 'group-1' });
    expect(nextAfterSignIn()).toEqual({
      path: '/join-challenge/challenge-1',
      joinChallengeId: 'challenge-1',
    });
    expect(nextAfterSignIn()).toEqual({
      path: '/invitation/invitation-1',
      acceptInvitationToken: 'invitation-1',
    });
  });

  it('gets along without storage (private modes)', () => {
    vi.stubGlobal('localStorage', undefined);
    storePending('challengeJoin', 'challenge-1');
    expect(readPending('challengeJoin')).toBeNull();
    expect(nextAfterSignIn()).toEqual({ path: '/dashboard' });
  });
});
