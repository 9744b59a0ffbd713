import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLOR_SCHEME_SCRIPT } from '#shared/color-scheme-script';
import { FIRST_REQUESTS_SCRIPT } from '#shared/first-requests-script';
import { createTestApp, TEST_APP_URL, type TestApp } from '#server/testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the API edge', () => {
  it('answers health once the database is reachable', async () => {
    const response = await t.visitor().get('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it.each(['/api/no-such-thing', '/api/auth/no-such-thing'])(
    'answers an unknown API path (%s) with a JSON 404',
    async (path) => {
      const response = await t.visitor().get(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
    },
  );

  it('answers a better-auth endpoint that is off (delete-user) with a JSON 404, not an empty one', async () => {
    const person = t.visitor();
    await person.signUp();
    const response = await person.post('/api/auth/delete-user', {});
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it('answers malformed JSON with a 400 and no stack trace', async () => {
    const response = await t.visitor().request('POST', '/api/waitlist', '{"feature": oops', {
      'content-type': 'application/json',
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ error: { message: expect.any(String) } });
    expect(text).not.toMatch(/at .*\.ts:\d+/);
  });

  it('refuses a state-changing request from another origin, or with no origin at all', async () => {
    const body = { feature: 'Teams', name: 'Eve', email: 'eve@example.com' };
    const foreign = await t.visitor().post('/api/waitlist', body, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const bare = await t.app.request('/api/waitlist', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(bare.status).toBe(403);
    const own = await t.visitor().post('/api/waitlist', body, { origin: TEST_APP_URL });
    expect(own.status).toBe(201);
  });

  it('sends a strict Content-Security-Policy and a request id', async () => {
    const response = await t.visitor().get('/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    // our own scripts, and inline only the colour-scheme and first-requests scripts, by their hashes (decisions 050
    // and 067)
    const [colorScheme, firstRequests] = [COLOR_SCHEME_SCRIPT, FIRST_REQUESTS_SCRIPT].map((script) =>
      createHash('sha256').update(script).digest('base64'),
    );
    expect(csp).toContain(`script-src 'self' 'sha256-${colorScheme}' 'sha256-${firstRequests}';`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`frame-src ${new URL(t.env.DEMO_VIDEO_URL).origin}`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves public settings the client needs', async () => {
    const response = await t.visitor().get('/api/config');
    expect(await response.json()).toEqual({
      demoVideoUrl: t.env.DEMO_VIDEO_URL,
      requireEmailVerification: false,
      signUpMode: 'open',
      singleSignOn: null,
    });
  });

  it('hides the dev outbox from clients that are not on this machine', async () => {
    expect((await t.visitor().get('/dev/outbox')).status).toBe(404);
    expect((await t.visitor().get('/dev/outbox.json')).status).toBe(404);
  });
});

describe('profile', () => {
  it('refuses an anonymous visitor', async () => {
    const response = await t.visitor().get('/api/me');
    expect(response.status).toBe(401);
    expect((await t.visitor().put('/api/me/timezone', { timezone: 'Europe/Paris' })).status).toBe(401);
  });

  it('keeps the timezone the browser reports, and refuses an unknown one', async () => {
    const person = t.visitor();
    await person.signUp({ timezone: 'UTC' });
    expect((await person.put('/api/me/timezone', { timezone: 'America/Los_Angeles' })).status).toBe(200);
    expect(await (await person.get('/api/me')).json()).toMatchObject({ timezone: 'America/Los_Angeles' });
    const bad = await person.put('/api/me/timezone', { timezone: 'Nowhere/Land' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: { message: 'Unknown timezone.', fields: { timezone: 'Unknown timezone.' } },
    });
  });
});
