import { describe, expect, it } from 'vitest';
import type { GroupPost } from '#shared/groups/groups.types';
import { reactionsInOrder, withViewerReaction } from './reactions';

const post: GroupPost = {
  id: 'p1',
  author: { id: 'u1', name: 'Ada', avatar: null },
  content: 'Hello',
  images: [],
  pinned: false,
  createdAt: '2026-03-01T10:00:00Z',
  updatedAt: '2026-03-01T10:00:00Z',
  reactions: [
    { type: 'wow', count: 2, viewerReacted: true },
    { type: 'like', count: 1, viewerReacted: false },
  ],
  commentCount: 0,
};

const of = (entry: GroupPost, type: string) => entry.reactions.find((reaction) => reaction.type === type);

describe('reactions', () => {
  it('lists all six types in a fixed order', () => {
    expect(reactionsInOrder(post.reactions)).toEqual([
      { type: 'like', count: 1, viewerReacted: false },
      { type: 'love', count: 0, viewerReacted: false },
      { type: 'laugh', count: 0, viewerReacted: false },
      { type: 'wow', count: 2, viewerReacted: true },
      { type: 'sad', count: 0, viewerReacted: false },
      { type: 'angry', count: 0, viewerReacted: false },
    ]);
  });

  it("adds and takes back the viewer's reaction, one per type and person", () => {
    expect(of(withViewerReaction(post, 'like', true), 'like')).toEqual({
      type: 'like',
      count: 2,
      viewerReacted: true,
    });
    expect(of(withViewerReaction(post, 'wow', false), 'wow')).toEqual({
      type: 'wow',
      count: 1,
      viewerReacted: false,
    });
    // giving a reaction the viewer already gave changes nothing
    expect(of(withViewerReaction(post, 'wow', true), 'wow')).toEqual({
      type: 'wow',
      count: 2,
      viewerReacted: true,
    });
    expect(of(withViewerReaction(post, 'sad', false), 'sad')).toEqual({
      type: 'sad',
      count: 0,
      viewerReacted: false,
    });
  });
});
