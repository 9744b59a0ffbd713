import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSecurity } from '#shared/account/account.types';
import { givenPerson } from '#server/testing/given';
import { errorOf } from '#server/testing/http';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { uniqueEmail, type TestClient } from '#server/testing/test-client';

// product-rules.md#account-settings: a new address through a link sent to it, a notice to the old one.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const requestChange = (client: TestClient, newEmail: string) =>
  client.post('/api/account/email', { newEmail });

/** The confirmation link in the newest e-mail to `email`, as a path to request. */
async function confirmationLinkTo(email: string): Promise<string> {
  await t.backgroundTasksSettled();
  const mail = t.sent.findLast((m) => m.to === email);
  expect(mail?.subject).toBe('Confirm your new HabitSprint e-mail address');
  const link = new URL(/https?:\/\/\S+\/api\/account\/email\/confirm\S+/.exec(mail!.text)![0]);
  return link.pathname + link.search;
}

const pendingOf = async (client: TestClient) =>
  ((await (await client.get('/api/account/security')).json()) as AccountSecurity).pendingEmail;

describe('POST /api/account/email and its confirmation link', () => {
  it('changes the address only when the link sent to the new one is opened, and tells the old one', async () => {
    const pat = await givenPerson(t);
    const newEmail = uniqueEmail('moved');
    const response = await requestChange(pat.client, `  ${newEmail.toUpperCase()} `);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ pendingEmail: newEmail });
    expect(await pendingOf(pat.client)).toBe(newEmail);
    const link = await confirmationLinkTo(newEmail);
    // nothing has changed yet
    expect((await t.visitor().signIn(pat.user.email)).status).toBe(200);

    // opened in a browser that is not signed in: the link is the proof
    const opened = await t.visitor().get(link);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/settings?email-change=done');

    expect((await t.visitor().signIn(newEmail)).status).toBe(200);
    expect((await t.visitor().signIn(pat.user.email)).status).toBe(401);
    const security = (await (await pat.client.get('/api/account/security')).json()) as AccountSecurity;
    expect(security).toMatchObject({ email: newEmail, pendingEmail: null });
    await t.backgroundTasksSettled();
    const notice = t.sent.findLast((m) => m.to === pat.user.email);
    expect(notice?.subject).toBe('Your HabitSprint e-mail address was changed');
    expect(notice?.text).toContain(newEmail);
    // the link works once
    expect((await t.visitor().get(link)).headers.get('location')).toBe('/settings?email-change=invalid');
  });

  it('refuses an address another account uses with 409, without saying whose', async () => {
    const pat = await givenPerson(t);
    const sam = await givenPerson(t);
    const response = await requestChange(pat.client, sam.user.email.toUpperCase());
    expect(response.status).toBe(409);
    const error = await errorOf(response);
    expect(error.message).toBe('That e-mail address cannot be used. Please choose another one.');
    expect(JSON.stringify(error)).not.toContain(sam.user.name);
    expect(await pendingOf(pat.client)).toBeNull();
  });

  it('refuses the person’s own address, a malformed one and an unknown field with 400', async () => {
    const pat = await givenPerson(t);
    const same = await requestChange(pat.client, ` ${pat.user.email} `);
    expect(same.status).toBe(400);
    expect((await errorOf(same)).message).toBe('That is already your e-mail address.');
    const malformed = await requestChange(pat.client, 'not-an-address');
    expect(malformed.status).toBe(400);
    expect((await errorOf(malformed)).message).toBe('Please enter a valid email address.');
    const unknown = await pat.client.post('/api/account/email', { newEmail: uniqueEmail(), userId: 'x' });
    expect(unknown.status).toBe(400);
  });

  it('keeps only the newest link working', async () => {
    const pat = await givenPerson(t);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await requestChange(pat.client, first);
    const firstLink = await confirmationLinkTo(first);
    await requestChange(pat.client, second);
    const secondLink = await confirmationLinkTo(second);
    expect((await t.visitor().get(firstLink)).headers.get('location')).toBe('/settings?email-change=invalid');
    expect((await t.visitor().get(secondLink)).headers.get('location')).toBe('/settings?email-change=done');
    expect((await t.visitor().signIn(second)).status).toBe(200);
  });

  it('refuses a link that was altered or names another person, and one past 24 hours', async () => {
    const pat = await givenPerson(t);
    const sam = await givenPerson(t);
    const newEmail = uniqueEmail('later');
    await requestChange(pat.client, newEmail);
    const link = await confirmationLinkTo(newEmail);
    const token = new URL(link, 'http://x').searchParams.get('token')!;
    const secret = token.slice(token.lastIndexOf('.') + 1);
    for (const forged of [`${sam.user.id}.${secret}`, `${pat.user.id}.${secret}x`, secret, '']) {
      const response = await t
        .visitor()
        .get(`/api/account/email/confirm?token=${encodeURIComponent(forged)}`);
      expect(response.headers.get('location')).toBe('/settings?email-change=invalid');
    }
    expect((await t.visitor().get('/api/account/email/confirm')).headers.get('location')).toBe(
      '/settings?email-change=invalid',
    );
    // the forgeries did not cancel the real link; time does
    expect(await pendingOf(pat.client)).toBe(newEmail);
    const now = t.clock.now();
    t.clock.set(new Date(now.getTime() + 24 * 60 * 60 * 1000 + 1000));
    try {
      expect((await t.visitor().get(link)).headers.get('location')).toBe('/settings?email-change=invalid');
    } finally {
      t.clock.set(now);
    }
    expect((await t.visitor().signIn(pat.user.email)).status).toBe(200);
  });

  it('answers "taken" when someone signed up with the address before the link was opened', async () => {
    const pat = await givenPerson(t);
    const newEmail = uniqueEmail('raced');
    await requestChange(pat.client, newEmail);
    const link = await confirmationLinkTo(newEmail);
    await t.visitor().signUp({ email: newEmail });
    expect((await t.visitor().get(link)).headers.get('location')).toBe('/settings?email-change=taken');
    expect((await t.visitor().signIn(pat.user.email)).status).toBe(200);
  });

  it('allows 5 requests an hour per person, then refuses with 429', async () => {
    const limited = await createTestApp({ RATE_LIMIT_SCALE: '1' });
    try {
      const pat = await givenPerson(limited);
      for (let i = 0; i < 5; i++) {
        expect((await requestChange(pat.client, uniqueEmail('try'))).status).toBe(202);
      }
      const refused = await requestChange(pat.client, uniqueEmail('try'));
      expect(refused.status).toBe(429);
      expect((await errorOf(refused)).message).toBe(
        'Too many e-mail changes. Please wait a while before trying again.',
      );
    } finally {
      await limited.backgroundTasksSettled();
      await limited.close();
    }
  });

  it('refuses a visitor who is not signed in', async () => {
    expect((await requestChange(t.visitor(), uniqueEmail())).status).toBe(401);
  });
});
