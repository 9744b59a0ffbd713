import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForumComment } from '#shared/forum/forum.types';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPerson } from '#server/testing/given';
import {
  forumPostPath,
  givenForumPost,
  givenSiteAdmin,
  readForumPost,
  SITE_ADMIN_EMAIL,
  UNKNOWN_POST_ID,
} from '#server/testing/fixtures/forum';
import { errorOf } from '#server/testing/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: SITE_ADMIN_EMAIL });
});
afterAll(() => t.close());

const tick = () => t.clock.set(new Date(t.clock.now().getTime() + 60_000));

describe('GET /api/forum/posts/{id}', () => {
  it('shows comments oldest first, naming only the viewer; everyone else is "User"', async () => {
    const author = await givenPerson(t, { name: 'Ari Author' });
    const reader = await givenPerson(t, { name: 'Rey Reader' });
    const post = await givenForumPost(author.client);
    const path = `${forumPostPath(post.id)}/comments`;
    await reader.client.post(path, { content: 'First!' });
    tick();
    await author.client.post(path, { content: 'Thanks' });

    const seenByReader = await readForumPost(reader.client, post.id);
    expect(seenByReader.author).toEqual({ name: 'User', isViewer: false });
    expect(seenByReader.commentCount).toBe(2);
    const authors = (comments: ForumComment[]) =>
      comments.map((c) => [c.content, c.author.name, c.author.isViewer]);
    expect(authors(seenByReader.comments)).toEqual([
      ['First!', 'Rey Reader', true],
      ['Thanks', 'User', false],
    ]);
    const seenByAuthor = await readForumPost(author.client, post.id);
    expect(seenByAuthor.author).toEqual({ name: 'Ari Author', isViewer: true });
    expect(authors(seenByAuthor.comments)).toEqual([
      ['First!', 'User', false],
      ['Thanks', 'Ari Author', true],
    ]);
    const text = await (await reader.client.get(forumPostPath(post.id))).text();
    for (const secret of [author.user.id, author.user.email, 'Ari']) expect(text).not.toContain(secret);
  });

  it('tells site administrators, and only them, that they can change the status', async () => {
    const author = await givenPerson(t);
    const post = await givenForumPost(author.client);
    expect((await readForumPost(author.client, post.id)).canChangeStatus).toBe(false);
    const admin = await givenSiteAdmin(t);
    expect((await readForumPost(admin.client, post.id)).canChangeStatus).toBe(true);
  });

  it('answers 404 "Post not found" for an unknown or malformed id', async () => {
    const { client } = await givenPerson(t);
    for (const id of [UNKNOWN_POST_ID, 'not-a-uuid']) {
      const response = await client.get(forumPostPath(id));
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toMatchObject({ message: 'Post not found' });
    }
  });

  it('refuses a signed-out visitor', async () => {
    const author = await givenPerson(t);
    const post = await givenForumPost(author.client);
    expect((await t.visitor().get(forumPostPath(post.id))).status).toBe(401);
  });
});
