import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForumVoteState } from '#shared/forum/forum.types';
import { forumVotes } from '#server/db/schema/feedback';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import type { TestClient } from '#server/testing/test-client';
import { givenPerson } from '#server/testing/given';
import {
  forumPage,
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

const votePath = (postId: string) => `${forumPostPath(postId)}/vote`;

const vote = (client: TestClient, method: 'PUT' | 'DELETE', postId: string) =>
  setToggle<ForumVoteState>(client, method, postId, 'vote');

describe('PUT and DELETE /api/forum/posts/{id}/vote', () => {
  it('counts each person once, the author too, and tells each viewer their own vote', async () => {
    const author = await givenPerson(t);
    const voter = await givenPerson(t);
    const post = await givenForumPost(author.client);
    expect(await vote(author.client, 'PUT', post.id)).toEqual({ voteCount: 1, viewerVoted: true });
    expect(await vote(author.client, 'PUT', post.id)).toEqual({ voteCount: 1, viewerVoted: true });
    expect(await vote(voter.client, 'PUT', post.id)).toEqual({ voteCount: 2, viewerVoted: true });

    expect(await readForumPost(voter.client, post.id)).toMatchObject({ voteCount: 2, viewerVoted: true });
    const listed = (await forumPage(voter.client)).posts.find((p) => p.id === post.id);
    expect(listed).toMatchObject({ voteCount: 2, viewerVoted: true });

    expect(await vote(author.client, 'DELETE', post.id)).toEqual({ voteCount: 1, viewerVoted: false });
    // taking back a vote never given changes nothing
    expect(await vote(author.client, 'DELETE', post.id)).toEqual({ voteCount: 1, viewerVoted: false });
    expect(await readForumPost(author.client, post.id)).toMatchObject({ voteCount: 1, viewerVoted: false });
  });

  it('leaves one vote after 8 simultaneous votes by one person', async () => {
    const author = await givenPerson(t);
    const voter = await givenPerson(t);
    const post = await givenForumPost(author.client);
    const states = await Promise.all(Array.from({ length: 8 }, () => vote(voter.client, 'PUT', post.id)));
    expect(states.every((state) => state.viewerVoted)).toBe(true);
    expect(await readForumPost(author.client, post.id)).toMatchObject({ voteCount: 1 });
    expect(await t.db.select().from(forumVotes).where(eq(forumVotes.postId, post.id))).toHaveLength(1);
  });

  it('answers 404 "Post not found" for an unknown post, and 401 to a signed-out visitor', async () => {
    const { client } = await givenPerson(t);
    for (const method of ['PUT', 'DELETE']) {
      const response = await client.request(method, votePath(UNKNOWN_POST_ID));
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toMatchObject({ message: 'Post not found' });
    }
    const post = await givenForumPost(client);
    expect((await t.visitor().put(votePath(post.id))).status).toBe(401);
  });
});
