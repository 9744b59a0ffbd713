import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ForumPostDetail, ForumPostPage, ForumPostSummary } from '#shared/forum/forum.types';
import { updateCachedPost } from './forum-cache';
import { queryKeys } from '#client/lib/query-keys';

const summary = (id: string, voteCount = 0): ForumPostSummary => ({
  id,
  title: id,
  description: null,
  category: 'bugs',
  status: 'open',
  createdAt: '2026-03-01T10:00:00Z',
  author: { name: 'User', isViewer: false },
  voteCount,
  viewerVoted: false,
  commentCount: 0,
});
const pages = (...lists: ForumPostSummary[][]): InfiniteData<ForumPostPage, number> => ({
  pages: lists.map((posts) => ({ posts, nextOffset: null })),
  pageParams: lists.map((_, index) => index * 50),
});

describe('updateCachedPost', () => {
  it('changes the post on every loaded page of every tab and on its own page, and nothing else', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.forum.list(null), pages([summary('a', 3)], [summary('b')]));
    queryClient.setQueryData(queryKeys.forum.list('bugs'), pages([summary('b'), summary('c')]));
    const detail: ForumPostDetail = {
      ...summary('b'),
      viewerSubscribed: false,
      canChangeStatus: false,
      comments: [],
    };
    queryClient.setQueryData(queryKeys.forum.post('b'), detail);

    updateCachedPost(queryClient, 'b', (post) => ({ ...post, voteCount: post.voteCount + 1 }));

    const votes = (category: 'bugs' | null) =>
      queryClient
        .getQueryData<InfiniteData<ForumPostPage>>(queryKeys.forum.list(category))!
        .pages.flatMap((page) => page.posts.map((post) => `${post.id}:${post.voteCount}`));
    expect(votes(null)).toEqual(['a:3', 'b:1']);
    expect(votes('bugs')).toEqual(['b:1', 'c:0']);
    expect(queryClient.getQueryData<ForumPostDetail>(queryKeys.forum.post('b'))).toEqual({
      ...detail,
      voteCount: 1,
    });
    // a post page never loaded stays unloaded
    expect(queryClient.getQueryData(queryKeys.forum.post('c'))).toBeUndefined();
  });
});
