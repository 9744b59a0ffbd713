import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPerson } from '#server/testing/given';
import { FORUM_POSTS_PATH, forumPostPath, givenForumPost } from '#server/testing/fixtures/forum';
import { errorOf } from '#server/testing/http';

// RATE_LIMIT_SCALE=1: the limits as production has them, per person.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1' });
});
afterAll(() => t.close());

const laterByAnHour = () => t.clock.set(new Date(t.clock.now().getTime() + 61 * 60 * 1000));

describe('forum rate limits', () => {
  it('allows 20 posts an hour per person, then refuses with 429 and says why', async () => {
    const { client } = await givenPerson(t);
    const { client: other } = await givenPerson(t);
    for (let post = 0; post < 20; post += 1) await givenForumPost(client, { title: `Idea ${post}` });
    const refused = await client.post(FORUM_POSTS_PATH, { category: 'bugs', title: 'One more' });
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toMatchObject({
      message: 'You have posted a lot in the last hour. Please try again in an hour.',
    });
    expect((await other.post(FORUM_POSTS_PATH, { category: 'bugs', title: 'Mine' })).status).toBe(201);
    laterByAnHour();
    expect((await client.post(FORUM_POSTS_PATH, { category: 'bugs', title: 'Later' })).status).toBe(201);
  });

  it('allows 120 comments an hour per person, then refuses with 429', async () => {
    const { client } = await givenPerson(t);
    const post = await givenForumPost(client);
    const path = `${forumPostPath(post.id)}/comments`;
    for (let comment = 0; comment < 120; comment += 1) {
      expect((await client.post(path, { content: `+${comment}` })).status).toBe(201);
    }
    const refused = await client.post(path, { content: 'and one more' });
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toMatchObject({
      message: 'You have commented a lot in the last hour. Please try again in an hour.',
    });
  });
});
