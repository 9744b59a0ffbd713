import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPerson } from '#server/testing/given';
import { errorOf } from '#server/testing/http';

// RATE_LIMIT_SCALE=1: the limit as production has it, per person.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1' });
});
afterAll(() => t.close());

describe('feedback rate limit', () => {
  it('allows 20 a person an hour, then refuses with 429 and says why', async () => {
    const { client } = await givenPerson(t);
    const { client: other } = await givenPerson(t);
    for (let sent = 0; sent < 20; sent += 1) {
      expect((await client.post('/api/feedback', { title: `Thought ${sent}` })).status).toBe(201);
    }
    const refused = await client.post('/api/feedback', { title: 'One more' });
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toMatchObject({
      message: 'You have sent a lot of feedback in the last hour. Please wait a while before sending more.',
    });
    expect((await other.post('/api/feedback', { title: 'Mine' })).status).toBe(201);
  });
});
