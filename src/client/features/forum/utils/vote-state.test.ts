import { describe, expect, it } from 'vitest';
import { withViewerVote } from './vote-state';

describe('withViewerVote (product-rules.md#feedback-forum: a vote toggles between present and absent)', () => {
  const post = { id: 'p1', voteCount: 2, viewerVoted: false };

  it('counts the viewer in when they vote, and out again when they take it back', () => {
    const voted = withViewerVote(post, true);
    expect(voted).toEqual({ id: 'p1', voteCount: 3, viewerVoted: true });
    expect(withViewerVote(voted, false)).toEqual(post);
  });

  it('changes nothing when the vote is already as asked', () => {
    expect(withViewerVote(post, false)).toBe(post);
    const voted = { ...post, viewerVoted: true };
    expect(withViewerVote(voted, true)).toBe(voted);
  });

  it('never counts below zero', () => {
    expect(withViewerVote({ voteCount: 0, viewerVoted: true }, false)).toEqual({
      voteCount: 0,
      viewerVoted: false,
    });
  });
});
