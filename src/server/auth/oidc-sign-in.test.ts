import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/auth';
import { givenSiteAdmin, SITE_ADMIN_EMAIL } from '#server/testing/fixtures/forum';
import { givenSignUpMode } from '#server/testing/fixtures/instance';
import {
  callbackLanding,
  signInAtProvider,
  signInWithSingleSignOn,
  SIGN_IN_SCREEN,
  singleSignOnStart,
} from '#server/testing/fixtures/single-sign-on';
import { givenConfirmedAddress, givenPerson } from '#server/testing/given';
import { startOidcProvider, type TestOidcProvider } from '#server/testing/oidc-provider';
import { createTestApp, TEST_APP_URL, type TestApp } from '#server/testing/test-app';
import { type TestClient, uniqueEmail } from '#server/testing/test-client';

// Single sign-on against a real OpenID Connect provider on loopback (decision 090, product-rules.md#single-sign-on):
// the whole code flow over HTTP, through the provider's own login and consent pages.
let t: TestApp;
let provider: TestOidcProvider;
beforeAll(async () => {
  provider = await startOidcProvider({ redirectUri: `${TEST_APP_URL}/api/auth/callback/oidc` });
  t = await createTestApp({ ...provider.env, ADMIN_EMAILS: SITE_ADMIN_EMAIL });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

let logins = 0;
/** Someone the provider knows, with a fresh login. */
function givenProviderPerson(person: { email?: string; emailVerified?: boolean; name?: string } = {}): {
  sub: string;
  email: string;
} {
  const sub = `person-${process.pid}-${++logins}`;
  const email = person.email ?? uniqueEmail('sso');
  provider.addPerson({
    sub,
    email,
    emailVerified: person.emailVerified ?? true,
    name: person.name ?? 'Sso Person',
  });
  return { sub, email };
}

const sessionUserOf = async (visitor: TestClient) =>
  ((await (await visitor.get('/api/auth/get-session')).json()) as { user: Record<string, unknown> } | null)
    ?.user;

const errorOf = (landing: URL) => landing.searchParams.get('error');

describe('signing in with single sign-on', () => {
  it('is announced in the public settings by the provider’s name, with nothing else of its settings', async () => {
    const config = (await (await t.visitor().get('/api/config')).json()) as Record<string, unknown>;
    expect(config.singleSignOn).toEqual({ name: 'Test SSO' });
  });

  it('makes a new person an account with the provider’s name and address, the zone and language they started with, and signs them in', async () => {
    const { sub, email } = givenProviderPerson({ name: 'Grace Hopper' });
    const visitor = t.visitor();
    const landing = await signInWithSingleSignOn(visitor, sub);
    expect(landing.pathname + landing.search).toBe(SIGN_IN_SCREEN);
    expect(await sessionUserOf(visitor)).toMatchObject({
      email,
      name: 'Grace Hopper',
      emailVerified: true,
      timezone: 'Europe/Lisbon',
      locale: 'de',
      image: null,
    });
    // the next time, the same identity signs in to the same account
    const again = t.visitor();
    await signInWithSingleSignOn(again, sub);
    expect((await sessionUserOf(again))?.id).toBe((await sessionUserOf(visitor))?.id);
    // signing out here ends our session only, without sending the browser to the provider's sign-out
    const signedOut = await again.post('/api/auth/sign-out');
    expect(signedOut.status).toBe(200);
    expect(signedOut.headers.get('location')).toBeNull();
    expect(await signedOut.json()).toEqual({ success: true });
  });

  it('makes an account without a password, which “Forgot password?” gives one', async () => {
    const { sub, email } = givenProviderPerson();
    await signInWithSingleSignOn(t.visitor(), sub);
    expect((await t.visitor().signIn(email, 'New#Pass2026')).status).toBe(401);
    await t.visitor().post('/api/auth/request-password-reset', { email, redirectTo: '/auth' });
    await t.backgroundTasksSettled();
    const code = /\/auth\?code=(\S+)/.exec(t.sent.findLast((mail) => mail.to === email)?.text ?? '')?.[1];
    const reset = await t
      .visitor()
      .post('/api/auth/reset-password', { token: decodeURIComponent(code!), newPassword: 'New#Pass2026' });
    expect(reset.status).toBe(200);
    expect((await t.visitor().signIn(email, 'New#Pass2026')).status).toBe(200);
  });

  it('starts a new account in UTC and English when the browser’s zone or language is not one we know', async () => {
    const { sub } = givenProviderPerson();
    const visitor = t.visitor();
    await signInWithSingleSignOn(visitor, sub, { additionalData: { timezone: 'Mars/Base', locale: 'tlh' } });
    expect(await sessionUserOf(visitor)).toMatchObject({ timezone: 'UTC', locale: 'en' });
  });

  it.each([
    ['too long', 'G'.repeat(300), 'G'.repeat(100)],
    ['empty', '', null],
    ['blank', '   ', null],
  ])(
    'gives a person whose provider name is %s a name within the rules, without a 5xx',
    async (_, name, expected) => {
      const { sub, email } = givenProviderPerson({ name, email: `ada.${++logins}@example.com` });
      const visitor = t.visitor();
      await signInWithSingleSignOn(visitor, sub);
      expect((await sessionUserOf(visitor))?.name).toBe(expected ?? email.split('@')[0]);
    },
  );

  it('makes no account with an address the provider has not confirmed', async () => {
    const { sub, email } = givenProviderPerson({ emailVerified: false });
    const visitor = t.visitor();
    const landing = await signInWithSingleSignOn(visitor, sub);
    expect(landing.pathname).toBe('/auth');
    expect(errorOf(landing)).toBe('SINGLE_SIGN_ON_ADDRESS_UNCONFIRMED');
    expect(await sessionUserOf(visitor)).toBeFalsy();
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});

describe('an account that has the address already', () => {
  it('is joined when the provider and its owner have both confirmed the address', async () => {
    const owner = await givenPerson(t, { name: 'Owner Person' });
    await givenConfirmedAddress(t, owner);
    const { sub } = givenProviderPerson({ email: owner.user.email });
    const visitor = t.visitor();
    await signInWithSingleSignOn(visitor, sub);
    expect(await sessionUserOf(visitor)).toMatchObject({ id: owner.user.id, name: 'Owner Person' });
  });

  it('is not joined when the provider has not confirmed the address: refused, never taken over', async () => {
    const owner = await givenPerson(t);
    await givenConfirmedAddress(t, owner);
    const { sub } = givenProviderPerson({ email: owner.user.email, emailVerified: false });
    const visitor = t.visitor();
    const landing = await signInWithSingleSignOn(visitor, sub);
    expect(errorOf(landing)).toBe('account_not_linked');
    expect(await sessionUserOf(visitor)).toBeFalsy();
  });

  it('is not joined while its owner has not confirmed the address here', async () => {
    const owner = await givenPerson(t);
    const { sub } = givenProviderPerson({ email: owner.user.email });
    const visitor = t.visitor();
    const landing = await signInWithSingleSignOn(visitor, sub);
    expect(errorOf(landing)).toBe('account_not_linked');
    expect(await sessionUserOf(visitor)).toBeFalsy();
    // nor does the provider's word confirm the address for the owner
    const [row] = await t.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(row?.emailVerified).toBe(false);
  });
});

describe('Settings’ single sign-on line', () => {
  it('shows the account’s joined identity to its owner only; none for an account without one, and 401 for a visitor', async () => {
    const { sub } = givenProviderPerson();
    const visitor = t.visitor();
    await signInWithSingleSignOn(visitor, sub);
    const identity = (await (await visitor.get('/api/account/single-sign-on')).json()) as {
      identity: { provider: string; linkedAt: string } | null;
    };
    expect(identity.identity?.provider).toBe('Test SSO');
    expect(Number.isNaN(Date.parse(identity.identity?.linkedAt ?? ''))).toBe(false);

    const passwordOnly = await givenPerson(t);
    expect(await (await passwordOnly.client.get('/api/account/single-sign-on')).json()).toEqual({
      identity: null,
    });
    expect((await t.visitor().get('/api/account/single-sign-on')).status).toBe(401);
  });
});

describe('who may sign in with single sign-on', () => {
  it('refuses a suspended person', async () => {
    const { sub, email } = givenProviderPerson();
    await signInWithSingleSignOn(t.visitor(), sub);
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.email, email));
    const visitor = t.visitor();
    const landing = await signInWithSingleSignOn(visitor, sub);
    expect(errorOf(landing)).toBe('ACCOUNT_SUSPENDED');
    expect(await sessionUserOf(visitor)).toBeFalsy();
  });

  it('follows the sign-up modes: invite-only refuses a stranger, approval leaves them waiting', async () => {
    const admin = await givenSiteAdmin(t);
    try {
      await givenSignUpMode(admin.client, 'invite-only');
      const stranger = givenProviderPerson();
      const refused = await signInWithSingleSignOn(t.visitor(), stranger.sub);
      expect(errorOf(refused)).toBe('SIGN_UP_INVITE_ONLY');
      expect(await t.db.select().from(users).where(eq(users.email, stranger.email))).toEqual([]);

      await givenSignUpMode(admin.client, 'approval');
      const newcomer = givenProviderPerson();
      const visitor = t.visitor();
      const waiting = await signInWithSingleSignOn(visitor, newcomer.sub);
      expect(errorOf(waiting)).toBe('ACCOUNT_AWAITING_APPROVAL');
      expect(await sessionUserOf(visitor)).toBeFalsy();
      const [row] = await t.db.select().from(users).where(eq(users.email, newcomer.email));
      expect(row?.awaitingApproval).toBe(true);
    } finally {
      await givenSignUpMode(admin.client, 'open');
    }
  });
});

describe('the flow cannot be bent', () => {
  it('refuses a tampered state or one from another browser, with no session and no 5xx', async () => {
    const { sub } = givenProviderPerson();
    const visitor = t.visitor();
    const started = await visitor.post('/api/auth/sign-in/social', singleSignOnStart());
    const { url } = (await started.json()) as { url: string };
    const back = new URL(await signInAtProvider(url, sub));
    const tampered = new URL(back);
    tampered.searchParams.set('state', `${back.searchParams.get('state')}x`);
    expect(errorOf(await callbackLanding(visitor, tampered.pathname + tampered.search))).toBeTruthy();
    // the right state, in a browser that did not start the flow
    const other = t.visitor();
    expect(errorOf(await callbackLanding(other, back.pathname + back.search))).toBeTruthy();
    expect(await sessionUserOf(other)).toBeFalsy();
    expect(await sessionUserOf(visitor)).toBeFalsy();
  });

  it('refuses a callback without a state, and an error from the provider, by sending the browser back to sign-in', async () => {
    const visitor = t.visitor();
    const landing = await callbackLanding(visitor, '/api/auth/callback/oidc?code=abc');
    expect(landing.pathname).toBe('/auth');
    expect(errorOf(landing)).toBeTruthy();
  });

  it.each([
    ['another provider', { provider: 'github' }],
    ['a client-made ID token', { idToken: { token: 'a.b.c' } }],
    ['its own scopes', { scopes: ['openid', 'offline_access'] }],
    ['a page of another site to come back to', { callbackURL: 'https://evil.example/' }],
    ['no page to come back to on error', { errorCallbackURL: undefined }],
  ])('refuses a start with %s (400)', async (_, overrides) => {
    const response = await t.visitor().post('/api/auth/sign-in/social', singleSignOnStart(overrides));
    expect(response.status).toBe(400);
  });
});

describe('without single sign-on configured', () => {
  it('serves neither its start nor its callback', async () => {
    const plain = await createTestApp();
    try {
      const visitor = plain.visitor();
      expect((await visitor.post('/api/auth/sign-in/social', singleSignOnStart())).status).toBe(404);
      expect((await visitor.get('/api/auth/callback/oidc?code=a&state=b')).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
