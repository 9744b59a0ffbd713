import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target';

describe('notificationTarget', () => {
  it('goes to the challenge first, then the group, then the link', () => {
    expect(notificationTarget({ challengeId: 'c1', groupId: 'g1', link: '/x' })).toBe('/challenge/c1');
    expect(notificationTarget({ challengeId: null, groupId: 'g1', link: '/x' })).toBe('/groups/g1');
    expect(notificationTarget({ challengeId: null, groupId: null, link: '/feedback-forum/post/p1' })).toBe(
      '/feedback-forum/post/p1',
    );
  });

  it("opens a final result at its challenge's results view (product-rules.md#results-and-rounds)", () => {
    expect(notificationTarget({ type: 'result', challengeId: 'c1', groupId: null, link: null })).toBe(
      '/challenge/c1#results',
    );
    expect(notificationTarget({ type: 'update', challengeId: 'c1', groupId: null, link: null })).toBe(
      '/challenge/c1',
    );
  });

  it('goes nowhere without a target, and never off the site', () => {
    expect(notificationTarget({ challengeId: null, groupId: null, link: null })).toBeNull();
    expect(notificationTarget({ challengeId: null, groupId: null, link: 'https://evil.example' })).toBeNull();
    expect(notificationTarget({ challengeId: null, groupId: null, link: '//evil.example' })).toBeNull();
  });
});
