import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '#shared/profile/profile.types';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPerson } from '#server/testing/given';
import { forumPostPath, givenForumPost, readForumPost } from '#server/testing/fixtures/forum';
import { errorOf } from '#server/testing/http';

// Site administrator rights need the ADMIN_EMAILS address AND its confirmation: with REQUIRE_EMAIL_VERIFICATION off
// (as here), anyone could sign up first with an administrator's address.
const ADMIN_EMAIL = 'owner@example.com';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: `someone-else@example.com, ${ADMIN_EMAIL.toUpperCase()}` });
});
afterAll(() => t.close());

const adminOf = async (response: Response) => ((await response.json()) as Profile).admin;

describe('site administrator rights', () => {
  it('wait for the e-mail confirmation, then allow changing a post’s status', async () => {
    const author = await givenPerson(t);
    const post = await givenForumPost(author.client);
    const owner = t.visitor();
    await owner.signUp({ name: 'Olga Owner', email: ADMIN_EMAIL });
    expect(await adminOf(await owner.get('/api/me'))).toBe('needs-email-confirmation');
    expect(await adminOf(await owner.patch('/api/me', { reminderHour: 8 }))).toBe('needs-email-confirmation');
    const refused = await owner.put(`${forumPostPath(post.id)}/status`, { status: 'closed' });
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatchObject({
      message: "Only administrators can change a post's status.",
    });
    expect((await owner.get('/api/admin/feedback')).status).toBe(403);

    const send = await owner.post('/api/auth/send-verification-email', { email: ADMIN_EMAIL });
    expect(send.status).toBe(200);
    await t.backgroundTasksSettled();
    const mail = t.sent.findLast((message) => message.to === ADMIN_EMAIL)!;
    const link = new URL(/https?:\/\/\S+verify-email\S+/.exec(mail.text)![0]);
    expect([200, 302]).toContain((await owner.get(link.pathname + link.search)).status);

    expect(await adminOf(await owner.get('/api/me'))).toBe('active');
    const allowed = await owner.put(`${forumPostPath(post.id)}/status`, { status: 'closed' });
    expect(allowed.status).toBe(200);
    expect(await readForumPost(author.client, post.id)).toMatchObject({ status: 'closed' });
    expect((await owner.get('/api/admin/feedback')).status).toBe(200);
  });

  it('are nobody’s whose address is not listed, confirmed or not', async () => {
    const { client } = await givenPerson(t);
    expect(await adminOf(await client.get('/api/me'))).toBeNull();
  });
});
