import { describe, expect, it } from 'vitest';
import type { ForumPostSummary } from '#shared/forum/forum.types';
import { postsOfPages } from './posts-of-pages';

const post = (id: string) => ({ id }) as ForumPostSummary;

describe('postsOfPages', () => {
  it('joins the pages in order, each post once', () => {
    const pages = [
      { posts: [post('a'), post('b')], nextOffset: 2 },
      { posts: [post('b'), post('c')], nextOffset: null },
    ];
    expect(postsOfPages(pages).map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
  });
});
