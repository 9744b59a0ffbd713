import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForumPostDetail } from '#shared/forum/forum.types';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import {
  bellOf,
  forumPostPath,
  givenForumCast,
  givenForumPost,
  givenSiteAdmin,
  readForumPost,
  setToggle,
  SITE_ADMIN_EMAIL,
  UNKNOWN_POST_ID,
} from '#server/testing/fixtures/forum';
import { errorOf } from '#server/testing/http';

let t: TestApp;
let admin: Awaited<ReturnType<typeof givenSiteAdmin>>;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: SITE_ADMIN_EMAIL });
  admin = await givenSiteAdmin(t);
});
afterAll(() => t.close());

const statusPath = (postId: string) => `${forumPostPath(postId)}/status`;

describe('PUT /api/forum/posts/{id}/status', () => {
  it('lets a site administrator change it, telling every follower but the administrator', async () => {
    const { author, follower, bystander } = await givenForumCast(t);
    const post = await givenForumPost(author.client, { title: 'Export my data' });
    await setToggle(follower.client, 'PUT', post.id, 'subscription');
    await setToggle(admin.client, 'PUT', post.id, 'subscription');

    const response = await admin.client.put(statusPath(post.id), { status: 'in_progress' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: post.id,
      status: 'in_progress',
      canChangeStatus: true,
    } satisfies Partial<ForumPostDetail>);
    expect(await readForumPost(bystander.client, post.id)).toMatchObject({ status: 'in_progress' });

    for (const person of [author, follower]) {
      expect(await bellOf(person.client)).toEqual([
        expect.objectContaining({
          title: 'Post status updated',
          message: '"Export my data" is now In Progress.',
          link: `/feedback-forum/post/${post.id}`,
        }),
      ]);
    }
    expect(await bellOf(admin.client)).toEqual([]);
    expect(await bellOf(bystander.client)).toEqual([]);
  });

  it('tells nobody when the status is set to the one it has, nor anyone who unsubscribed', async () => {
    const { author, follower } = await givenForumCast(t);
    const post = await givenForumPost(author.client);
    await setToggle(follower.client, 'PUT', post.id, 'subscription');
    expect((await admin.client.put(statusPath(post.id), { status: 'open' })).status).toBe(200);
    expect(await bellOf(author.client)).toEqual([]);

    await setToggle(follower.client, 'DELETE', post.id, 'subscription');
    await admin.client.put(statusPath(post.id), { status: 'completed' });
    expect(await bellOf(follower.client)).toEqual([]);
    expect(await bellOf(author.client)).toHaveLength(1);
  });

  it('refuses everyone else with 403, the post’s author included, and changes nothing', async () => {
    const { author, bystander } = await givenForumCast(t);
    const post = await givenForumPost(author.client);
    for (const person of [author, bystander]) {
      const response = await person.client.put(statusPath(post.id), { status: 'closed' });
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toMatchObject({
        message: "Only administrators can change a post's status.",
      });
    }
    expect(await readForumPost(author.client, post.id)).toMatchObject({
      status: 'open',
      canChangeStatus: false,
    });
    expect((await t.visitor().put(statusPath(post.id), { status: 'closed' })).status).toBe(401);
  });

  it('refuses an unknown status (400) and an unknown post (404)', async () => {
    const post = await givenForumPost(admin.client);
    const unknown = await admin.client.put(statusPath(post.id), { status: 'wontfix' });
    expect(unknown.status).toBe(400);
    expect(await errorOf(unknown)).toMatchObject({ message: 'Unknown status.' });
    const missing = await admin.client.put(statusPath(UNKNOWN_POST_ID), { status: 'closed' });
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toMatchObject({ message: 'Post not found' });
  });
});
