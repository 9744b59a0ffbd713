import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { uniqueEmail, VALID_PASSWORD } from '#server/testing/test-client';

// better-auth ships endpoints the web client never calls; they skipped our rules (names, timezones, images,
// password policy). Only the ones the client uses answer (decision 021).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn(email = uniqueEmail()) {
  const person = t.visitor();
  await person.signUp({ email, name: 'Ada Lovelace', timezone: 'Europe/Berlin' });
  return person;
}

const sessionUser = async (person: ReturnType<TestApp['visitor']>) =>
  ((await (await person.get('/api/auth/get-session')).json()) as { user: Record<string, unknown> }).user;

describe('account endpoints the app does not use', () => {
  it('has no update-user: a Mars timezone, a huge or blank name, a javascript: image and a null name all 404', async () => {
    const person = await signedIn();
    for (const body of [
      { timezone: 'Mars/Olympus_Mons' },
      { name: 'x'.repeat(10_000) },
      { name: '   ' },
      { image: 'javascript:alert(1)' },
      { name: null },
    ]) {
      const response = await person.post('/api/auth/update-user', body);
      expect(response.status).toBe(404);
    }
    expect(await (await person.get('/api/me')).json()).toMatchObject({
      name: 'Ada Lovelace',
      timezone: 'Europe/Berlin',
      avatar: null,
    });
  });

  it('has no change-password: "password" is not set and the other sessions stay as they were', async () => {
    const email = uniqueEmail();
    const laptop = await signedIn(email);
    const response = await laptop.post('/api/auth/change-password', {
      currentPassword: VALID_PASSWORD,
      newPassword: 'password',
      revokeOtherSessions: false,
    });
    expect(response.status).toBe(404);
    expect((await t.visitor().signIn(email, 'password')).status).toBe(401);
    expect((await t.visitor().signIn(email, VALID_PASSWORD)).status).toBe(200);
  });

  it('has no list-sessions, and get-session leaves the session token out of its body', async () => {
    const person = await signedIn();
    const response = await person.get('/api/auth/list-sessions');
    expect(response.status).toBe(404);
    const session = (await (await person.get('/api/auth/get-session')).json()) as {
      session: Record<string, unknown>;
    };
    expect(session.session).not.toHaveProperty('token');
  });

  it.each([
    ['POST', '/api/auth/update-user'],
    ['POST', '/api/auth/change-email'],
    ['POST', '/api/auth/delete-user'],
    ['POST', '/api/auth/revoke-session'],
    ['POST', '/api/auth/revoke-sessions'],
    ['POST', '/api/auth/revoke-other-sessions'],
    ['POST', '/api/auth/update-session'],
    ['POST', '/api/auth/verify-password'],
    ['POST', '/api/auth/sign-in/social'],
    ['POST', '/api/auth/link-social'],
    ['GET', '/api/auth/list-accounts'],
    ['GET', '/api/auth/account-info'],
    ['GET', '/api/auth/reset-password/some-token'],
    // the same path spelled differently must not slip past the list
    ['POST', '/api/auth/update-user/'],
    ['POST', '/api/auth/%75pdate-user'],
    ['POST', '/api/auth//update-user'],
    ['GET', '/api/auth/list-sessions?x=1'],
  ])('answers %s %s with 404', async (method, path) => {
    const person = await signedIn();
    const response = await person.request(method, path, method === 'POST' ? {} : undefined);
    expect(response.status).toBe(404);
  });

  it('still serves what the web client uses: sign-up, sign-in, get-session, sign-out', async () => {
    const email = uniqueEmail();
    const person = await signedIn(email);
    expect((await sessionUser(person)).email).toBe(email);
    expect((await person.post('/api/auth/sign-out')).status).toBe(200);
    expect((await person.signIn(email)).status).toBe(200);
  });
});

describe('sign-up checks every field it stores', () => {
  it('refuses a name longer than 100 characters, as the profile does', async () => {
    const response = await t.visitor().post('/api/auth/sign-up/email', {
      name: 'N'.repeat(101),
      email: uniqueEmail(),
      password: VALID_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Name must be at most 100 characters.');
  });

  it('accepts a name of exactly 100 characters after trimming', async () => {
    const person = t.visitor();
    const user = await person.signUp({ name: `  ${'N'.repeat(100)}  ` });
    expect(user.name).toBe('N'.repeat(100));
  });

  it('refuses a missing or non-text name with 400, not 500', async () => {
    for (const name of [null, 42, undefined]) {
      const response = await t.visitor().post('/api/auth/sign-up/email', {
        name,
        email: uniqueEmail(),
        password: VALID_PASSWORD,
      });
      expect(response.status).toBe(400);
    }
  });

  it('refuses an image a client names: avatars come only from our own uploads', async () => {
    const person = t.visitor();
    const email = uniqueEmail();
    const response = await person.post('/api/auth/sign-up/email', {
      name: 'Image Sender',
      email,
      password: VALID_PASSWORD,
      image: 'javascript:alert(1)',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe('INVALID_IMAGE');
    expect((await t.visitor().signIn(email)).status).toBe(401);
  });
});
