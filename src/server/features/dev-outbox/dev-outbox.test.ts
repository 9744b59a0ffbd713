import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { uniqueEmail } from '#server/testing/test-client';

// The outbox holds password-reset links: only with DEV_OUTBOX=true, and only to this machine.
const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function appWith(overrides: Record<string, string>) {
  const t = await createTestApp(overrides);
  apps.push(t);
  const email = uniqueEmail();
  await t.visitor().signUp({ email });
  await t.visitor().post('/api/auth/request-password-reset', { email, redirectTo: '/auth' });
  await t.backgroundTasksSettled();
  return { t, email };
}

describe('/dev/outbox', () => {
  it('lists the e-mails to a loopback client when DEV_OUTBOX=true', async () => {
    const { t, email } = await appWith({ DEV_OUTBOX: 'true' });
    const response = await t.visitorFrom('127.0.0.1').get('/dev/outbox.json');
    expect(response.status).toBe(200);
    expect((await response.json())[0]).toMatchObject({ to: email });
    expect((await t.visitorFrom('::1').get('/dev/outbox')).status).toBe(200);
  });

  it('is not there for any other address, even when enabled', async () => {
    const { t } = await appWith({ DEV_OUTBOX: 'true' });
    expect((await t.visitorFrom('203.0.113.9').get('/dev/outbox.json')).status).toBe(404);
    expect((await t.visitor().get('/dev/outbox.json')).status).toBe(404);
  });

  it('is not there for a request a reverse proxy on this machine passed on', async () => {
    const { t } = await appWith({ DEV_OUTBOX: 'true' });
    const proxyHeaders: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
      { via: '1.1 proxy' },
    ];
    for (const header of proxyHeaders) {
      expect((await t.visitorFrom('127.0.0.1').get('/dev/outbox.json', header)).status).toBe(404);
    }
  });

  it('is not there without DEV_OUTBOX, even for loopback outside production', async () => {
    const { t } = await appWith({ NODE_ENV: 'development', DEV_OUTBOX: 'false' });
    expect((await t.visitorFrom('127.0.0.1').get('/dev/outbox.json')).status).toBe(404);
    expect((await t.visitorFrom('127.0.0.1').get('/dev/outbox')).status).toBe(404);
  });
});
