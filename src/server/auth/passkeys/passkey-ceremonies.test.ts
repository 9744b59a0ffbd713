import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SUSPENDED_CODE } from '#shared/moderation/account-suspended';
import { PASSKEY_CODES } from '#shared/passkeys/passkeys.types';
import type { AccountSecurity } from '#shared/account/account.types';
import { users } from '#server/db/schema/auth';
import { passkeys } from '#server/db/schema/passkeys';
import { givenPerson } from '#server/testing/given';
import { givenPasskey, signInWithPasskey, SoftwarePasskey } from '#server/testing/fixtures/passkeys';
import { givenToken } from '#server/testing/fixtures/api-tokens';
import { createTestApp, type TestApp } from '#server/testing/test-app';

// product-rules.md#passkeys (decision 089): adding a passkey and signing in with it, through better-auth.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const securityOf = async (client: { get: (path: string) => Promise<Response> }) =>
  (await (await client.get('/api/account/security')).json()) as AccountSecurity;

describe('adding a passkey', () => {
  it('saves it under the browser and system it was added on, listed in the security settings without the key', async () => {
    const pat = await givenPerson(t);
    const options = await pat.client.post('/api/auth/passkey/registration-options');
    expect(options.status).toBe(200);
    const creation = await options.json();
    expect(creation).toMatchObject({
      rp: { id: 'localhost', name: 'HabitSprint' },
      user: { name: pat.user.email },
      authenticatorSelection: { residentKey: 'required' },
    });
    const passkey = new SoftwarePasskey();
    const saved = await pat.client.post(
      '/api/auth/passkey/registration',
      { response: passkey.create(creation) },
      { 'user-agent': CHROME_ON_LINUX },
    );
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ passkey: { name: 'Chrome on Linux', lastUsedAt: null } });
    const security = await securityOf(pat.client);
    expect(security.passkeys).toEqual([expect.objectContaining({ name: 'Chrome on Linux' })]);
    expect(JSON.stringify(security)).not.toMatch(/publicKey|credential/i);
  });

  it('names it in the person’s language', async () => {
    const ana = await givenPerson(t, { locale: 'de' });
    const options = await (await ana.client.post('/api/auth/passkey/registration-options')).json();
    const saved = await ana.client.post(
      '/api/auth/passkey/registration',
      { response: new SoftwarePasskey().create(options) },
      { 'user-agent': CHROME_ON_LINUX },
    );
    expect((await saved.json()).passkey.name).toMatch(/^Chrome .+ Linux$/);
  });

  it('tells the browser which passkeys the person already has, so it makes no second one on the same device', async () => {
    const pat = await givenPerson(t);
    const { passkey } = await givenPasskey(pat.client);
    const options = await (await pat.client.post('/api/auth/passkey/registration-options')).json();
    expect(options.excludeCredentials).toEqual([expect.objectContaining({ id: passkey.credentialId })]);
  });

  it('refuses a signed-out visitor, and an access token', async () => {
    expect((await t.visitor().post('/api/auth/passkey/registration-options')).status).toBe(401);
    const pat = await givenPerson(t);
    const token = await givenToken(pat.client, 'check-in');
    const withToken = await t.app.request('/api/auth/passkey/registration-options', {
      method: 'POST',
      headers: { authorization: `Bearer ${token.secret}`, origin: 'http://localhost:3000' },
    });
    expect(withToken.status).toBe(403);
  });

  it('refuses an answer to another challenge than the one given, and a challenge used twice', async () => {
    const pat = await givenPerson(t);
    const options = await (await pat.client.post('/api/auth/passkey/registration-options')).json();
    const forged = await pat.client.post('/api/auth/passkey/registration', {
      response: new SoftwarePasskey().create({ ...options, challenge: 'bm90LXRoZS1jaGFsbGVuZ2U' }),
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ code: PASSKEY_CODES.notVerified });
    // the challenge went with the first answer
    const replay = await pat.client.post('/api/auth/passkey/registration', {
      response: new SoftwarePasskey().create(options),
    });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ code: PASSKEY_CODES.challengeExpired });
  });

  it('refuses a body that is not a credential with 400, never a 5xx', async () => {
    const pat = await givenPerson(t);
    await pat.client.post('/api/auth/passkey/registration-options');
    for (const body of [{}, { response: 'x' }, { response: { id: 'abc', response: {} } }]) {
      const answer = await pat.client.post('/api/auth/passkey/registration', body);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
  });
});

describe('signing in with a passkey', () => {
  it('signs the person in without an e-mail address, and records when', async () => {
    const pat = await givenPerson(t);
    const { passkey } = await givenPasskey(pat.client);
    const browser = t.visitor();
    const signedIn = await signInWithPasskey(browser, passkey);
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toEqual({ user: { id: pat.user.id } });
    const session = await (await browser.get('/api/auth/get-session')).json();
    expect(session.user.id).toBe(pat.user.id);
    const [listed] = (await securityOf(browser)).passkeys;
    expect(listed?.lastUsedAt).not.toBeNull();
  });

  it('refuses a passkey no account here has (removed, or another site’s)', async () => {
    const refused = await signInWithPasskey(t.visitor(), new SoftwarePasskey());
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: PASSKEY_CODES.unknown });
  });

  it('refuses a sign-in whose counter did not grow (a cloned authenticator)', async () => {
    const pat = await givenPerson(t);
    const { passkey } = await givenPasskey(pat.client);
    expect((await signInWithPasskey(t.visitor(), passkey)).status).toBe(200);
    passkey.counter -= 1;
    const cloned = await signInWithPasskey(t.visitor(), passkey);
    expect(cloned.status).toBe(401);
    expect(await cloned.json()).toMatchObject({ code: PASSKEY_CODES.notVerified });
  });

  it('refuses a signature made for another origin', async () => {
    const pat = await givenPerson(t);
    const { passkey } = await givenPasskey(pat.client);
    passkey.origin = 'https://evil.example';
    const refused = await signInWithPasskey(t.visitor(), passkey);
    expect(refused.status).toBe(401);
  });

  it('refuses a suspended person with the suspension message (the session hook applies)', async () => {
    const pat = await givenPerson(t);
    const { passkey } = await givenPasskey(pat.client);
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, pat.user.id));
    const browser = t.visitor();
    const refused = await signInWithPasskey(browser, passkey);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: ACCOUNT_SUSPENDED_CODE });
    expect((await browser.get('/api/auth/get-session')).status).toBe(200);
    expect(await (await browser.get('/api/auth/get-session')).json()).toBeNull();
  });

  it('refuses a person whose account awaits approval', async () => {
    const pat = await givenPerson(t);
    const { passkey } = await givenPasskey(pat.client);
    await t.db.update(users).set({ awaitingApproval: true }).where(eq(users.id, pat.user.id));
    const refused = await signInWithPasskey(t.visitor(), passkey);
    expect(refused.status).toBe(403);
  });

  it('refuses a sign-in without the challenge this browser was given', async () => {
    const pat = await givenPerson(t);
    const { passkey } = await givenPasskey(pat.client);
    const options = await (await t.visitor().post('/api/auth/passkey/sign-in-options')).json();
    const refused = await t.visitor().post('/api/auth/sign-in/passkey', { response: passkey.get(options) });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: PASSKEY_CODES.challengeExpired });
  });
});

describe('deleting the account', () => {
  it('deletes its passkeys', async () => {
    const pat = await givenPerson(t);
    await givenPasskey(pat.client);
    await t.db.delete(users).where(eq(users.id, pat.user.id));
    expect(await t.db.select().from(passkeys).where(eq(passkeys.userId, pat.user.id))).toEqual([]);
  });
});
