import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForumComment } from '#shared/forum/forum.types';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPerson } from '#server/testing/given';
import {
  bellOf,
  forumPostPath,
  givenForumCast,
  givenForumPost,
  readForumPost,
  setToggle,
  UNKNOWN_POST_ID,
} from '#server/testing/fixtures/forum';
import { errorOf } from '#server/testing/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const commentsPath = (postId: string) => `${forumPostPath(postId)}/comments`;

describe('POST /api/forum/posts/{id}/comments', () => {
  it('adds a trimmed comment with the commenter as its author, and counts it', async () => {
    const author = await givenPerson(t);
    const commenter = await givenPerson(t, { name: 'Cora Commenter' });
    const post = await givenForumPost(author.client);
    const response = await commenter.client.post(commentsPath(post.id), { content: '  Yes please!  ' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      id: expect.any(String),
      content: 'Yes please!',
      createdAt: t.clock.now().toISOString(),
      author: { name: 'Cora Commenter', isViewer: true },
    } satisfies ForumComment);
    expect(await readForumPost(author.client, post.id)).toMatchObject({ commentCount: 1 });
  });

  it('tells every follower but the commenter, without naming them, and nobody who does not follow', async () => {
    const { author, follower, bystander } = await givenForumCast(t);
    const post = await givenForumPost(author.client, { title: 'Weekly summary e-mail' });
    await setToggle(follower.client, 'PUT', post.id, 'subscription');

    await follower.client.post(commentsPath(post.id), { content: 'I would read it.' });
    // the author follows from creation; the follower commented, so hears nothing of their own comment
    expect(await bellOf(follower.client)).toEqual([]);
    expect(await bellOf(bystander.client)).toEqual([]);
    const [notice, ...rest] = await bellOf(author.client);
    expect(rest).toEqual([]);
    expect(notice).toMatchObject({
      type: 'update',
      title: 'New comment on a post you follow',
      message: 'Someone commented on "Weekly summary e-mail".',
      link: `/feedback-forum/post/${post.id}`,
      read: false,
      challengeId: null,
      groupId: null,
    });
    expect(JSON.stringify(notice)).not.toContain('Fritz');

    await bystander.client.post(commentsPath(post.id), { content: 'Me too' });
    expect(await bellOf(author.client)).toHaveLength(2);
    expect(await bellOf(follower.client)).toHaveLength(1);
    expect(await bellOf(bystander.client)).toEqual([]);
  });

  it('stops telling a follower who unsubscribed', async () => {
    const { author, follower, bystander } = await givenForumCast(t);
    const post = await givenForumPost(author.client);
    await setToggle(follower.client, 'PUT', post.id, 'subscription');
    await setToggle(follower.client, 'DELETE', post.id, 'subscription');
    await setToggle(author.client, 'DELETE', post.id, 'subscription');
    await bystander.client.post(commentsPath(post.id), { content: 'Anyone?' });
    expect(await bellOf(follower.client)).toEqual([]);
    expect(await bellOf(author.client)).toEqual([]);
  });

  it('refuses an empty comment (400), an unknown post (404) and a signed-out visitor (401)', async () => {
    const { client } = await givenPerson(t);
    const post = await givenForumPost(client);
    const empty = await client.post(commentsPath(post.id), { content: ' \n ' });
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toMatchObject({ message: 'Comment cannot be empty' });
    const missing = await client.post(commentsPath(UNKNOWN_POST_ID), { content: 'Hello?' });
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toMatchObject({ message: 'Post not found' });
    expect((await t.visitor().post(commentsPath(post.id), { content: 'Hi' })).status).toBe(401);
    expect(await readForumPost(client, post.id)).toMatchObject({ commentCount: 0 });
  });
});
