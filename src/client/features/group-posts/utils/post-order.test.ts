import { describe, expect, it } from 'vitest';
import type { GroupPost } from '#shared/groups/groups.types';
import { sortPosts, withPost, withoutPost } from './post-order';

const post = (id: string, createdAt: string, pinned = false): GroupPost => ({
  id,
  author: { id: 'u1', name: 'Ada', avatar: null },
  content: id,
  images: [],
  pinned,
  createdAt,
  updatedAt: createdAt,
  reactions: [],
  commentCount: 0,
});

const ids = (posts: GroupPost[]) => posts.map((entry) => entry.id);

describe('post order (product-rules.md#group-posts)', () => {
  const old = post('old', '2026-03-01T10:00:00Z');
  const recent = post('recent', '2026-03-05T10:00:00Z');
  const pinnedOld = post('pinned-old', '2026-02-01T10:00:00Z', true);

  it('puts pinned posts first, then the newest', () => {
    expect(ids(sortPosts([old, recent, pinnedOld]))).toEqual(['pinned-old', 'recent', 'old']);
  });

  it('moves a post when it is pinned or unpinned', () => {
    const list = sortPosts([old, recent, pinnedOld]);
    expect(ids(withPost(list, { ...old, pinned: true }))).toEqual(['old', 'pinned-old', 'recent']);
    expect(ids(withPost(list, { ...pinnedOld, pinned: false }))).toEqual(['recent', 'old', 'pinned-old']);
  });

  it('adds a new post in its place and removes a deleted one', () => {
    const fresh = post('fresh', '2026-03-06T10:00:00Z');
    expect(ids(withPost([pinnedOld, recent], fresh))).toEqual(['pinned-old', 'fresh', 'recent']);
    expect(ids(withoutPost([pinnedOld, recent], 'recent'))).toEqual(['pinned-old']);
  });
});
