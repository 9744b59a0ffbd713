import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForumPostDetail, ForumPostPage } from '#shared/forum/forum.types';
import { forumComments, forumVotes } from '#server/db/schema/feedback';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import type { TestClient } from '#server/testing/test-client';
import { givenPerson, insertPerson } from '#server/testing/given';
import { FORUM_POSTS_PATH, forumPostPath, insertForumPost } from '#server/testing/fixtures/forum';
import { countStatements } from '#server/testing/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `count` posts by direct insert, each with a vote and two comments by other people. */
async function insertPosts(authorId: string, count: number) {
  const [fan, critic] = [await insertPerson(t.db), await insertPerson(t.db)];
  for (let index = 0; index < count; index += 1) {
    const post = await insertForumPost(t, { userId: authorId, title: `post ${index}` });
    await t.db.insert(forumVotes).values({ postId: post.id, userId: fan!.id });
    await t.db.insert(forumComments).values([
      { postId: post.id, userId: fan!.id, content: 'Yes!' },
      { postId: post.id, userId: critic!.id, content: 'Hmm' },
    ]);
  }
}

/** The statements `path` costs beyond the session lookup (measured on GET /api/me, which adds one). */
async function statementsFor<T>(client: TestClient, path: string) {
  const session = (await countStatements(t.db, () => client.get('/api/me'))) - 1;
  let body: T | undefined;
  const total = await countStatements(t.db, async () => {
    body = (await (await client.get(path)).json()) as T;
  });
  return { statements: total - session, session, body: body! };
}

describe('the forum’s reads', () => {
  it('lists a page in one statement, for 1 post and for 30', async () => {
    const viewer = await givenPerson(t);
    await insertPosts(viewer.user.id, 1);
    const withOne = await statementsFor<ForumPostPage>(viewer.client, FORUM_POSTS_PATH);
    expect(withOne.body.posts).toHaveLength(1);
    await insertPosts(viewer.user.id, 29);
    const withThirty = await statementsFor<ForumPostPage>(viewer.client, FORUM_POSTS_PATH);
    expect(withThirty.body.posts).toHaveLength(30);
    expect(withThirty.body.posts[29]).toMatchObject({ voteCount: 1, commentCount: 2, viewerVoted: false });

    expect(withOne.statements).toBe(1);
    expect(withThirty.statements).toBe(withOne.statements);
    console.info(
      `GET /api/forum/posts: ${withThirty.statements} SQL statement (1 or 30 posts), plus ${withThirty.session} for the session`,
    );
  });

  it('reads a post page in two statements, for 1 comment and for 30', async () => {
    const viewer = await givenPerson(t);
    const post = await insertForumPost(t, { userId: viewer.user.id });
    const commenter = await insertPerson(t.db);
    const comment = (content: string) => ({ postId: post.id, userId: commenter.id, content });
    await t.db.insert(forumComments).values(comment('first'));
    const withOne = await statementsFor<ForumPostDetail>(viewer.client, forumPostPath(post.id));
    expect(withOne.body.comments).toHaveLength(1);
    await t.db.insert(forumComments).values(Array.from({ length: 29 }, (_, index) => comment(`c${index}`)));
    const withThirty = await statementsFor<ForumPostDetail>(viewer.client, forumPostPath(post.id));
    expect(withThirty.body).toMatchObject({ commentCount: 30, viewerSubscribed: false, voteCount: 0 });
    expect(withThirty.body.comments).toHaveLength(30);

    // the post with its counts and the viewer's toggles, then its comments
    expect(withOne.statements).toBe(2);
    expect(withThirty.statements).toBe(withOne.statements);
    console.info(
      `GET /api/forum/posts/{id}: ${withThirty.statements} SQL statements (1 or 30 comments), plus ${withThirty.session} for the session`,
    );
  });
});
