import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/auth';
import {
  feedback,
  forumComments,
  forumPosts,
  forumSubscriptions,
  forumVotes,
} from '#server/db/schema/feedback';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { forumPostPath, givenForumCast, givenForumPost, readForumPost, setToggle } from './forum-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('deleting an account', () => {
  it('takes its posts (with their votes, comments and followers), votes, comments, follows and feedback', async () => {
    const { author: leaver, follower: stayer } = await givenForumCast(t);
    const leaversPost = await givenForumPost(leaver.client, { title: 'Leaving soon' });
    const stayersPost = await givenForumPost(stayer.client, { title: 'Staying' });
    for (const [person, post] of [
      [leaver, stayersPost],
      [stayer, leaversPost],
    ] as const) {
      await setToggle(person.client, 'PUT', post.id, 'vote');
      await setToggle(person.client, 'PUT', post.id, 'subscription');
      await person.client.post(`${forumPostPath(post.id)}/comments`, { content: 'Hello' });
    }
    expect((await leaver.client.post('/api/feedback', { title: 'Bye' })).status).toBe(201);

    await t.db.delete(users).where(eq(users.id, leaver.user.id));

    for (const table of [forumPosts, forumVotes, forumComments, forumSubscriptions, feedback]) {
      expect(await t.db.select().from(table).where(eq(table.userId, leaver.user.id))).toEqual([]);
    }
    expect(await t.db.select().from(forumPosts).where(eq(forumPosts.id, leaversPost.id))).toEqual([]);
    for (const table of [forumVotes, forumComments, forumSubscriptions]) {
      expect(await t.db.select().from(table).where(eq(table.postId, leaversPost.id))).toEqual([]);
    }
    expect(await readForumPost(stayer.client, stayersPost.id)).toMatchObject({
      voteCount: 0,
      commentCount: 0,
      comments: [],
      viewerSubscribed: true,
    });
  });
});
