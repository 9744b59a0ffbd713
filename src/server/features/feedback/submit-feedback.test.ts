import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '#server/db/schema/feedback';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPerson } from '#server/testing/given';
import { errorOf } from '#server/testing/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const storedFeedback = (id: string) => t.db.select().from(feedback).where(eq(feedback.id, id));

describe('POST /api/feedback', () => {
  it('stores the feedback with the spec’s defaults (feature, 5 stars, empty description null)', async () => {
    const { client, user } = await givenPerson(t);
    const response = await client.post('/api/feedback', { title: '  Love the streaks  ', description: ' ' });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await storedFeedback(id)).toEqual([
      expect.objectContaining({
        userId: user.id,
        category: 'feature',
        rating: 5,
        title: 'Love the streaks',
        description: null,
      }),
    ]);
  });

  it('stores what was chosen', async () => {
    const { client } = await givenPerson(t);
    const response = await client.post('/api/feedback', {
      category: 'bug',
      rating: 2,
      title: 'Badge stuck',
      description: 'The bell shows 1 after reading everything.',
    });
    const { id } = (await response.json()) as { id: string };
    expect(await storedFeedback(id)).toEqual([
      expect.objectContaining({
        category: 'bug',
        rating: 2,
        description: 'The bell shows 1 after reading everything.',
      }),
    ]);
  });

  it('refuses a signed-out visitor with the spec’s message (401)', async () => {
    const response = await t.visitor().post('/api/feedback', { title: 'Anonymous' });
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toMatchObject({ message: 'Please log in to submit feedback.' });
  });

  it.each([
    ['no title', {}],
    ['a blank title', { title: '   ' }],
  ])('refuses %s with the spec’s message (400)', async (_, body) => {
    const { client } = await givenPerson(t);
    const response = await client.post('/api/feedback', body);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      message: 'Please provide a title for your feedback.',
      fields: { title: 'Please provide a title for your feedback.' },
    });
  });

  it.each([0, 6, 2.5])('refuses a rating of %s (400)', async (rating) => {
    const { client } = await givenPerson(t);
    const response = await client.post('/api/feedback', { title: 'Stars', rating });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ message: 'Pick a rating from 1 to 5.' });
  });
});
