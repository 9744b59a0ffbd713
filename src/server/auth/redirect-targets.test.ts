import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '#server/testing/http';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { uniqueEmail, VALID_PASSWORD } from '#server/testing/test-client';

// Every place better-auth takes a page to send the browser to (a link's callbackURL, a body's callbackURL,
// redirectTo, errorCallbackURL, newUserCallbackURL) accepts only a page of this site (decision 054).
// REQUIRE_EMAIL_VERIFICATION=true: sign-up e-mails the confirmation link that carries its callbackURL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true' });
});
afterAll(() => t.close());

const LINK_REFUSED = { code: 'BAD_REQUEST', message: 'The confirmation link is not valid.' };

const OTHER_SITES = [
  '/..//evil.example/x',
  '/a/..//evil.example/x',
  '/a/b/../..//evil.example/x',
  '//evil.example',
  '\\\\evil.example',
  '/\\evil.example',
  '/%2F/evil.example',
  '/%5c/evil.example',
  '/./%2f%2fevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  ' //evil.example',
  'https://evil.example',
  'http://evil.example/welcome',
  'http://localhost:3000@evil.example/',
  'https:evil.example',
  'javascript:alert(1)',
  'http://localhost:3001/auth',
];

async function signUp(body: Record<string, unknown>) {
  return t.visitor().post('/api/auth/sign-up/email', { name: 'Cal Back', password: VALID_PASSWORD, ...body });
}

async function confirmationLinkTo(email: string): Promise<URL> {
  await t.backgroundTasksSettled();
  const mail = t.sent.findLast((m) => m.to === email);
  return new URL(/https?:\/\/\S+verify-email\S+/.exec(mail!.text)![0]);
}

describe('GET /api/auth/verify-email with a callbackURL', () => {
  it('answers the issue 23 request (/.//evil.example/x and a bogus token) with 400, not a redirect to //evil.example', async () => {
    const response = await t
      .visitor()
      .get('/api/auth/verify-email?token=bogus&callbackURL=/.//evil.example/x');
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await errorOf(response)).toEqual(LINK_REFUSED);
  });

  it.each(OTHER_SITES)(
    'refuses %j, which leads off this site, with 400: never a redirect, never a 500',
    async (callbackURL) => {
      const response = await t
        .visitor()
        .get(`/api/auth/verify-email?token=bogus&callbackURL=${encodeURIComponent(callbackURL)}`);
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect(await errorOf(response)).toEqual(LINK_REFUSED);
    },
  );

  it.each([
    ['/auth?mode=signin', '/auth?mode=signin&error=INVALID_TOKEN'],
    ['/./forum', '/forum?error=INVALID_TOKEN'],
    ['/a/../auth?mode=signin', '/auth?mode=signin&error=INVALID_TOKEN'],
    ['http://localhost:3000/forum#top', '/forum?error=INVALID_TOKEN#top'],
    ['-1', '/-1?error=INVALID_TOKEN'],
  ])(
    'redirects an unknown token to a page of this site (%s), as normalised: %s',
    async (callbackURL, location) => {
      const response = await t
        .visitor()
        .get(`/api/auth/verify-email?token=bogus&callbackURL=${encodeURIComponent(callbackURL)}`);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(location);
    },
  );

  it("keeps the web client's link working: sign-up's /auth?mode=signin is where the confirmed person lands", async () => {
    const email = uniqueEmail();
    expect((await signUp({ email, callbackURL: '/auth?mode=signin' })).status).toBe(200);
    const link = await confirmationLinkTo(email);
    expect(link.searchParams.get('callbackURL')).toBe('/auth?mode=signin');
    const response = await t.visitor().get(link.pathname + link.search);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/auth?mode=signin');
  });
});

describe('redirect targets in request bodies', () => {
  it('refuses a sign-up whose callbackURL leads off this site (/.//evil.example/x): no account, no e-mail', async () => {
    const email = uniqueEmail();
    const response = await signUp({ email, callbackURL: '/.//evil.example/x' });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toEqual({
      code: 'BAD_REQUEST',
      message: 'callbackURL must be a page of this site.',
      fields: { callbackURL: 'callbackURL must be a page of this site.' },
    });
    await t.backgroundTasksSettled();
    expect(t.sent.filter((m) => m.to === email)).toEqual([]);
    expect((await t.visitor().signIn(email)).status).toBe(401);
  });

  it.each([
    ['/api/auth/sign-up/email', 'callbackURL', '/..//evil.example/x'],
    ['/api/auth/sign-in/email', 'callbackURL', '/a/..//evil.example/x'],
    ['/api/auth/sign-in/email', 'errorCallbackURL', 'https://evil.example'],
    ['/api/auth/sign-in/email', 'newUserCallbackURL', '/\\evil.example'],
    ['/api/auth/send-verification-email', 'callbackURL', '/.//evil.example/x'],
    ['/api/auth/request-password-reset', 'redirectTo', '//evil.example'],
    ['/api/auth/sign-out', 'callbackURL', 'https://evil.example'],
  ])('refuses POST %s with %s %j with 400 naming the field', async (path, field, target) => {
    const response = await t
      .visitor()
      .post(path, { name: 'Cal Back', email: uniqueEmail(), password: VALID_PASSWORD, [field]: target });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toEqual({ [field]: `${field} must be a page of this site.` });
  });

  it('refuses a target that is not text with 400 naming the field', async () => {
    const response = await signUp({ email: uniqueEmail(), callbackURL: 42 });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).fields).toEqual({
      callbackURL: 'callbackURL must be a page of this site.',
    });
  });

  it('hands on a target of this site as normalised, so the e-mailed link carries the page the check saw', async () => {
    const email = uniqueEmail();
    expect((await signUp({ email, callbackURL: '/a/.././auth?mode=signin' })).status).toBe(200);
    expect((await confirmationLinkTo(email)).searchParams.get('callbackURL')).toBe('/auth?mode=signin');
  });

  it("keeps the web client's reset request working (redirectTo /auth)", async () => {
    const response = await t
      .visitor()
      .post('/api/auth/request-password-reset', { email: uniqueEmail(), redirectTo: '/auth' });
    expect(response.status).toBe(200);
    await t.backgroundTasksSettled();
    expect(t.logged).toEqual([]); // better-auth did not refuse it behind the answer
  });
});
