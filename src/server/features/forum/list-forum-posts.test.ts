import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORUM_PAGE_SIZE } from '#shared/forum/forum.schemas';
import { forumVotes } from '#server/db/schema/feedback';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPerson, insertPerson } from '#server/testing/given';
import { FORUM_POSTS_PATH, forumPage, givenForumPost, insertForumPost } from '#server/testing/fixtures/forum';
import { errorOf } from '#server/testing/http';

// Each test reads its own category, so the posts of one never disturb another's list.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const minute = (n: number) => new Date(Date.UTC(2026, 2, 1, 0, n));

/** `count` votes for the post by people who exist only to vote. */
async function givenVotes(postId: string, count: number) {
  for (let index = 0; index < count; index += 1) {
    const voter = await insertPerson(t.db);
    await t.db.insert(forumVotes).values({ postId, userId: voter.id });
  }
}

describe('GET /api/forum/posts', () => {
  it('refuses a signed-out visitor', async () => {
    const response = await t.visitor().get(FORUM_POSTS_PATH);
    expect(response.status).toBe(401);
  });

  it('sorts by votes, then newest first (the id settling the same instant)', async () => {
    const { user, client } = await givenPerson(t, { name: 'Sol Sorter' });
    const bug = (title: string, at: number) =>
      insertForumPost(t, { userId: user.id, category: 'bugs', title, createdAt: minute(at) });
    const [old, fresh, popular, twinA, twinB] = [
      await bug('old', 1),
      await bug('fresh', 9),
      await bug('popular', 0),
      await bug('twin', 5),
      await bug('twin', 5),
    ];
    await givenVotes(popular.id, 3);
    await givenVotes(old.id, 1);

    const { posts, nextOffset } = await forumPage(client, '?category=bugs');
    const [higherTwin, lowerTwin] = [twinA.id, twinB.id].sort().reverse();
    expect(posts.map((post) => post.id)).toEqual([popular.id, old.id, fresh.id, higherTwin, lowerTwin]);
    expect(posts.map((post) => post.voteCount)).toEqual([3, 1, 0, 0, 0]);
    expect(nextOffset).toBeNull();
  });

  it('shows one category per tab and every category without one', async () => {
    const { user, client } = await givenPerson(t);
    const question = await insertForumPost(t, { userId: user.id, category: 'questions' });
    const feedback = await insertForumPost(t, { userId: user.id, category: 'feedback' });
    const questions = await forumPage(client, '?category=questions');
    expect(questions.posts.map((post) => [post.id, post.category])).toEqual([[question.id, 'questions']]);
    const all = (await forumPage(client)).posts.map((post) => post.id);
    expect(all).toEqual(expect.arrayContaining([question.id, feedback.id]));
  });

  it('answers FORUM_PAGE_SIZE posts a page and the next offset, null on the last page', async () => {
    const { user, client } = await givenPerson(t);
    const count = FORUM_PAGE_SIZE + 3;
    for (let index = 0; index < count; index += 1) {
      await insertForumPost(t, { userId: user.id, category: 'feature_request', createdAt: minute(index) });
    }
    const first = await forumPage(client, '?category=feature_request');
    expect(first.posts).toHaveLength(FORUM_PAGE_SIZE);
    expect(first.nextOffset).toBe(FORUM_PAGE_SIZE);
    const second = await forumPage(client, `?category=feature_request&offset=${first.nextOffset}`);
    expect(second.posts).toHaveLength(3);
    expect(second.nextOffset).toBeNull();
    const ids = new Set([...first.posts, ...second.posts].map((post) => post.id));
    expect(ids.size).toBe(count);
  });

  it('names only the viewer; other authors are "User", with no id, e-mail or name of theirs anywhere', async () => {
    const viewer = await givenPerson(t, { name: 'Vic Viewer' });
    const other = await givenPerson(t, { name: 'Ottilie Other' });
    const mine = await givenForumPost(viewer.client, { category: 'questions', title: 'Mine' });
    const theirs = await givenForumPost(other.client, { category: 'questions', title: 'Theirs' });

    const response = await viewer.client.get(`${FORUM_POSTS_PATH}?category=questions`);
    const text = await response.clone().text();
    const { posts } = (await response.json()) as Awaited<ReturnType<typeof forumPage>>;
    expect(posts.find((post) => post.id === mine.id)!.author).toEqual({ name: 'Vic Viewer', isViewer: true });
    expect(posts.find((post) => post.id === theirs.id)!.author).toEqual({ name: 'User', isViewer: false });
    for (const secret of [other.user.id, other.user.email, 'Ottilie']) expect(text).not.toContain(secret);
  });

  it('refuses an unknown category and a negative offset (400)', async () => {
    const { client } = await givenPerson(t);
    const unknown = await client.get(`${FORUM_POSTS_PATH}?category=gossip`);
    expect(unknown.status).toBe(400);
    expect(await errorOf(unknown)).toMatchObject({ message: 'Unknown category.' });
    const negative = await client.get(`${FORUM_POSTS_PATH}?offset=-1`);
    expect(negative.status).toBe(400);
  });
});
