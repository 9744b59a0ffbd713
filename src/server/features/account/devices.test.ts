import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSecurity } from '#shared/account/account.types';
import { givenPerson } from '#server/testing/given';
import { countStatements, errorOf } from '#server/testing/http';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { VALID_PASSWORD, type TestClient } from '#server/testing/test-client';

// product-rules.md#account-settings: the signed-in devices, and signing them out.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** The same person signed in on another device (a fresh cookie jar with that user agent). */
async function anotherDevice(email: string, userAgent = PHONE): Promise<TestClient> {
  const device = t.visitor();
  const response = await device.post(
    '/api/auth/sign-in/email',
    { email, password: VALID_PASSWORD },
    { 'user-agent': userAgent },
  );
  expect(response.status).toBe(200);
  return device;
}

const securityOf = async (client: TestClient) => {
  const response = await client.get('/api/account/security');
  expect(response.status).toBe(200);
  return (await response.json()) as AccountSecurity;
};

describe('GET /api/account/security', () => {
  it('lists the person’s devices from the user agent, this device first and marked, never a token', async () => {
    const pat = await givenPerson(t);
    const laptop = await anotherDevice(pat.user.email, LAPTOP);
    await anotherDevice(pat.user.email, PHONE);
    const security = await securityOf(laptop);
    expect(security.email).toBe(pat.user.email);
    expect(security.pendingEmail).toBeNull();
    expect(security.devices).toHaveLength(3);
    expect(security.devices[0]).toMatchObject({ browser: 'Firefox 133', os: 'Linux', isCurrent: true });
    expect(security.devices.filter((device) => device.isCurrent)).toHaveLength(1);
    expect(security.devices).toContainEqual(
      expect.objectContaining({ browser: 'Safari 17', os: 'iOS 17', deviceType: 'mobile', isCurrent: false }),
    );
    // the sign-up session sent no user agent
    expect(security.devices).toContainEqual(
      expect.objectContaining({ browser: 'Unknown browser', os: 'Unknown system', deviceType: 'unknown' }),
    );
    expect(JSON.stringify(security)).not.toMatch(/token|ipAddress/i);
  });

  it('shows only the person’s own sessions', async () => {
    const pat = await givenPerson(t);
    const sam = await givenPerson(t);
    await anotherDevice(sam.user.email);
    const security = await securityOf(pat.client);
    expect(security.devices).toHaveLength(1);
  });

  it('costs the same number of statements with 2 devices as with 6', async () => {
    const pat = await givenPerson(t);
    await anotherDevice(pat.user.email);
    const few = await countStatements(t.db, () => pat.client.get('/api/account/security'));
    for (let i = 0; i < 4; i++) await anotherDevice(pat.user.email);
    expect((await securityOf(pat.client)).devices).toHaveLength(6);
    const many = await countStatements(t.db, () => pat.client.get('/api/account/security'));
    expect(many).toBe(few);
    // the session, the address, the devices and the passkeys
    expect(many).toBeLessThanOrEqual(4);
  });

  it('refuses a visitor who is not signed in', async () => {
    expect((await t.visitor().get('/api/account/security')).status).toBe(401);
  });
});

describe('DELETE /api/account/sessions/{id}', () => {
  it('signs out one other device of the person; the rest stay signed in', async () => {
    const pat = await givenPerson(t);
    const phone = await anotherDevice(pat.user.email, PHONE);
    const laptop = await anotherDevice(pat.user.email, LAPTOP);
    const phoneSession = (await securityOf(pat.client)).devices.find((d) => d.browser === 'Safari 17')!;
    const response = await pat.client.delete(`/api/account/sessions/${phoneSession.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ signedOutDevices: 1 });
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await laptop.get('/api/me')).status).toBe(200);
    expect((await pat.client.get('/api/me')).status).toBe(200);
  });

  it('refuses to end another person’s session, as if it did not exist, and it keeps working', async () => {
    const pat = await givenPerson(t);
    const sam = await givenPerson(t);
    const samSession = (await securityOf(sam.client)).devices[0]!;
    const response = await pat.client.delete(`/api/account/sessions/${samSession.id}`);
    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toBe('Device not found');
    expect((await sam.client.get('/api/me')).status).toBe(200);
  });

  it('refuses this device’s own session with a pointer to Sign out, and an unknown id with 404', async () => {
    const pat = await givenPerson(t);
    const own = (await securityOf(pat.client)).devices[0]!;
    const response = await pat.client.delete(`/api/account/sessions/${own.id}`);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(
      'This is the device you are using. Use Sign out in the menu to sign out here.',
    );
    expect((await pat.client.get('/api/me')).status).toBe(200);
    expect((await pat.client.delete('/api/account/sessions/no-such-session')).status).toBe(404);
  });

  it('refuses a visitor who is not signed in', async () => {
    const pat = await givenPerson(t);
    const own = (await securityOf(pat.client)).devices[0]!;
    expect((await t.visitor().delete(`/api/account/sessions/${own.id}`)).status).toBe(401);
    expect((await pat.client.get('/api/me')).status).toBe(200);
  });
});

describe('POST /api/account/sessions/sign-out-others', () => {
  it('signs out every other device of the person and keeps this one and everybody else’s', async () => {
    const pat = await givenPerson(t);
    const phone = await anotherDevice(pat.user.email, PHONE);
    const laptop = await anotherDevice(pat.user.email, LAPTOP);
    const sam = await givenPerson(t);
    const response = await pat.client.post('/api/account/sessions/sign-out-others');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ signedOutDevices: 2 });
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await laptop.get('/api/me')).status).toBe(401);
    expect((await pat.client.get('/api/me')).status).toBe(200);
    expect((await sam.client.get('/api/me')).status).toBe(200);
    expect((await securityOf(pat.client)).devices).toHaveLength(1);
  });

  it('refuses a visitor who is not signed in', async () => {
    expect((await t.visitor().post('/api/account/sessions/sign-out-others')).status).toBe(401);
  });
});
