import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenPerson } from '#server/testing/given';
import { errorOf } from '#server/testing/http';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { VALID_PASSWORD } from '#server/testing/test-client';

// product-rules.md#account-settings: changing the password while signed in.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Renewed#2027';

describe('POST /api/account/password', () => {
  it('sets the new password and signs out every other device, this one staying signed in', async () => {
    const pat = await givenPerson(t);
    const otherDevice = t.visitor();
    expect((await otherDevice.signIn(pat.user.email)).status).toBe(200);
    const sam = await givenPerson(t);

    const response = await pat.client.post('/api/account/password', {
      currentPassword: VALID_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ signedOutDevices: 1 });

    expect((await pat.client.get('/api/me')).status).toBe(200);
    expect((await otherDevice.get('/api/me')).status).toBe(401);
    expect((await sam.client.get('/api/me')).status).toBe(200);
    expect((await t.visitor().signIn(pat.user.email, VALID_PASSWORD)).status).toBe(401);
    expect((await t.visitor().signIn(pat.user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a wrong current password with its message, changing nothing and signing nobody out', async () => {
    const pat = await givenPerson(t);
    const otherDevice = t.visitor();
    await otherDevice.signIn(pat.user.email);
    const response = await pat.client.post('/api/account/password', {
      currentPassword: 'Wrong#2026',
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      message: 'Your current password is incorrect.',
      fields: { currentPassword: 'Your current password is incorrect.' },
    });
    expect((await otherDevice.get('/api/me')).status).toBe(200);
    expect((await t.visitor().signIn(pat.user.email, VALID_PASSWORD)).status).toBe(200);
  });

  it('refuses a new password that breaks the password rules, with sign-up’s own messages', async () => {
    const pat = await givenPerson(t);
    const response = await pat.client.post('/api/account/password', {
      currentPassword: VALID_PASSWORD,
      newPassword: 'short',
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      message: 'Password must be at least 8 characters long',
      fields: { newPassword: 'Password must be at least 8 characters long' },
    });
    for (const [newPassword, message] of [
      ['SPRINT#2026', 'Password must contain at least one lowercase letter'],
      ['sprint#2026', 'Password must contain at least one uppercase letter'],
      ['Sprint#Sprint', 'Password must contain at least one number'],
      ['Sprint2026', 'Password must contain at least one special character'],
    ]) {
      const refused = await pat.client.post('/api/account/password', {
        currentPassword: VALID_PASSWORD,
        newPassword,
      });
      expect(refused.status).toBe(400);
      expect((await errorOf(refused)).message).toBe(message);
    }
    expect((await t.visitor().signIn(pat.user.email, VALID_PASSWORD)).status).toBe(200);
  });

  it('refuses a missing current password, an unknown field and a body that is not JSON with 400', async () => {
    const pat = await givenPerson(t);
    const missing = await pat.client.post('/api/account/password', { newPassword: NEW_PASSWORD });
    expect(missing.status).toBe(400);
    const unknown = await pat.client.post('/api/account/password', {
      currentPassword: VALID_PASSWORD,
      newPassword: NEW_PASSWORD,
      userId: 'someone-else',
    });
    expect(unknown.status).toBe(400);
    expect((await pat.client.post('/api/account/password', 'not json')).status).toBe(400);
  });

  it('counts wrong current passwords like failed sign-ins: after five, the account waits', async () => {
    const pat = await givenPerson(t);
    for (let i = 0; i < 5; i++) {
      const wrong = await pat.client.post('/api/account/password', {
        currentPassword: `Wrong#${i}abc`,
        newPassword: NEW_PASSWORD,
      });
      expect(wrong.status).toBe(400);
    }
    const waiting = await pat.client.post('/api/account/password', {
      currentPassword: VALID_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(waiting.status).toBe(429);
    expect((await errorOf(waiting)).message).toBe(
      'Too many sign-in attempts. Please wait a moment before trying again.',
    );
    expect((await t.visitor().signIn(pat.user.email, VALID_PASSWORD)).status).toBe(429);
  });

  it('refuses a visitor who is not signed in', async () => {
    const response = await t.visitor().post('/api/account/password', {
      currentPassword: VALID_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(401);
  });
});
