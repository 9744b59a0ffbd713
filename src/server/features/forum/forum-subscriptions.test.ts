import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForumSubscriptionState } from '#shared/forum/forum.types';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import type { TestClient } from '#server/testing/test-client';
import { givenPerson } from '#server/testing/given';
import {
  forumPostPath,
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

const subscriptionPath = (postId: string) => `${forumPostPath(postId)}/subscription`;

const subscribe = (client: TestClient, method: 'PUT' | 'DELETE', postId: string) =>
  setToggle<ForumSubscriptionState>(client, method, postId, 'subscription');

describe('PUT and DELETE /api/forum/posts/{id}/subscription', () => {
  it('follows and unfollows, the same request twice changing nothing more', async () => {
    const author = await givenPerson(t);
    const reader = await givenPerson(t);
    const post = await givenForumPost(author.client);
    expect((await readForumPost(reader.client, post.id)).viewerSubscribed).toBe(false);
    expect(await subscribe(reader.client, 'PUT', post.id)).toEqual({ viewerSubscribed: true });
    expect(await subscribe(reader.client, 'PUT', post.id)).toEqual({ viewerSubscribed: true });
    expect((await readForumPost(reader.client, post.id)).viewerSubscribed).toBe(true);
    expect(await subscribe(reader.client, 'DELETE', post.id)).toEqual({ viewerSubscribed: false });
    expect(await subscribe(reader.client, 'DELETE', post.id)).toEqual({ viewerSubscribed: false });
    // the author unfollows their own post like anyone
    expect(await subscribe(author.client, 'DELETE', post.id)).toEqual({ viewerSubscribed: false });
    expect((await readForumPost(author.client, post.id)).viewerSubscribed).toBe(false);
  });

  it('answers 404 "Post not found" for an unknown post, and 401 to a signed-out visitor', async () => {
    const { client } = await givenPerson(t);
    for (const method of ['PUT', 'DELETE']) {
      const response = await client.request(method, subscriptionPath(UNKNOWN_POST_ID));
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toMatchObject({ message: 'Post not found' });
    }
    const post = await givenForumPost(client);
    expect((await t.visitor().put(subscriptionPath(post.id))).status).toBe(401);
  });
});
