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
import {
  forumPostPath,
  givenForumCast,
  givenForumPost,
  readForumPost,
  setToggle,
} from '#server/testing/fixtures/forum';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('deleting an account', () => {
  // product-rules.md#account-deletion (decision 046): posts and comments stay, authored by 'Deleted user'
  it('keeps its posts and comments without an author, and takes its votes, follows and feedback', async () => {
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
    expect(await readForumPost(stayer.client, leaversPost.id)).toMatchObject({
      title: 'Leaving soon',
      author: { name: 'Deleted user', isViewer: false },
      voteCount: 1,
      commentCount: 1,
      viewerSubscribed: true,
    });
    // the leaver's vote on the stayer's post is gone from its count; their comment stays
    expect(await readForumPost(stayer.client, stayersPost.id)).toMatchObject({
      voteCount: 0,
      commentCount: 1,
      comments: [expect.objectContaining({ author: { name: 'Deleted user', isViewer: false } })],
      viewerSubscribed: true,
    });
  });
});
