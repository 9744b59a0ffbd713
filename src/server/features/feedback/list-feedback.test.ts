import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubmittedFeedback } from '#shared/feedback/feedback.types';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPerson } from '#server/testing/given';
import { givenSiteAdmin, SITE_ADMIN_EMAIL } from '#server/testing/fixtures/forum';
import { errorOf } from '#server/testing/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: SITE_ADMIN_EMAIL });
});
afterAll(() => t.close());

const tick = () => t.clock.set(new Date(t.clock.now().getTime() + 60_000));

describe('GET /api/admin/feedback', () => {
  it('shows site administrators the feedback newest first, with who sent it', async () => {
    const sender = await givenPerson(t, { name: 'Seb Sender' });
    await sender.client.post('/api/feedback', { title: 'First', category: 'general', rating: 4 });
    tick();
    await sender.client.post('/api/feedback', { title: 'Second', description: 'More to say' });
    const admin = await givenSiteAdmin(t);

    const response = await admin.client.get('/api/admin/feedback');
    expect(response.status).toBe(200);
    const list = (await response.json()) as SubmittedFeedback[];
    expect(list.map((item) => item.title)).toEqual(['Second', 'First']);
    expect(list[1]).toEqual({
      id: expect.any(String),
      category: 'general',
      rating: 4,
      title: 'First',
      description: null,
      createdAt: new Date(t.clock.now().getTime() - 60_000).toISOString(),
      author: { name: 'Seb Sender', email: sender.user.email },
    } satisfies SubmittedFeedback);
  });

  it('refuses everyone else (403) and a signed-out visitor (401)', async () => {
    const { client } = await givenPerson(t);
    const response = await client.get('/api/admin/feedback');
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toMatchObject({ message: 'Only administrators can read feedback.' });
    expect((await t.visitor().get('/api/admin/feedback')).status).toBe(401);
  });
});
