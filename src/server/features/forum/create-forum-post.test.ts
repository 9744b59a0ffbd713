import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForumPostDetail } from '#shared/forum/forum.types';
import { forumPosts, forumSubscriptions } from '#server/db/schema/feedback';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPerson } from '#server/testing/given';
import { FORUM_POSTS_PATH, readForumPost } from '#server/testing/fixtures/forum';
import { errorOf } from '#server/testing/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/forum/posts', () => {
  it('creates the post (trimmed, empty description stored null) and answers its page', async () => {
    const { client } = await givenPerson(t, { name: 'Nina Newpost' });
    const response = await client.post(FORUM_POSTS_PATH, {
      category: 'bugs',
      title: '  The bell badge stays at 1  ',
      description: '   ',
    });
    expect(response.status).toBe(201);
    const post = (await response.json()) as ForumPostDetail;
    expect(post).toEqual({
      id: expect.any(String),
      title: 'The bell badge stays at 1',
      description: null,
      category: 'bugs',
      status: 'open',
      createdAt: t.clock.now().toISOString(),
      author: { name: 'Nina Newpost', isViewer: true },
      voteCount: 0,
      viewerVoted: false,
      commentCount: 0,
      viewerSubscribed: true,
      canChangeStatus: false,
      comments: [],
    } satisfies ForumPostDetail);
    expect(await readForumPost(client, post.id)).toEqual(post);
  });

  it('subscribes the author to their post at once', async () => {
    const { client, user } = await givenPerson(t);
    const response = await client.post(FORUM_POSTS_PATH, {
      category: 'questions',
      title: 'How do streaks work?',
    });
    const post = (await response.json()) as ForumPostDetail;
    const rows = await t.db
      .select()
      .from(forumSubscriptions)
      .where(and(eq(forumSubscriptions.postId, post.id), eq(forumSubscriptions.userId, user.id)));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['no title', { category: 'bugs' }, 'title'],
    ['a blank title', { category: 'bugs', title: '  \n ' }, 'title'],
    ['no category', { title: 'Something' }, 'category'],
    ['an unknown category', { title: 'Something', category: 'rant' }, 'category'],
  ])('refuses %s with the spec’s message (400)', async (_, body, field) => {
    const { client } = await givenPerson(t);
    const response = await client.post(FORUM_POSTS_PATH, body);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message: 'Please fill in all required fields' });
    expect(error.fields).toHaveProperty(field, 'Please fill in all required fields');
  });

  it('refuses a signed-out visitor (401) and writes nothing', async () => {
    const response = await t.visitor().post(FORUM_POSTS_PATH, { category: 'bugs', title: 'Anonymous' });
    expect(response.status).toBe(401);
    expect(await t.db.select().from(forumPosts).where(eq(forumPosts.title, 'Anonymous'))).toEqual([]);
  });
});
