import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_APP_URL, type TestApp } from '#server/testing/test-app';

// A state-changing request must come from APP_URL's origin; the Host header is the client's to choose.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const joinWaitlist = (headers: Record<string, string>) =>
  t.app.request('http://evil.example/api/waitlist', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ feature: 'Teams', name: 'Origin Test', email: 'origin@example.com' }),
  });

describe('origin check', () => {
  it('refuses Origin http://evil.example sent to Host evil.example with 403', async () => {
    const response = await joinWaitlist({ host: 'evil.example', origin: 'http://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      error: { message: 'This request did not come from the HabitSprint app.' },
    });
  });

  it('accepts the same request from APP_URL, whatever the Host', async () => {
    const response = await joinWaitlist({ host: 'evil.example', origin: TEST_APP_URL });
    expect(response.status).toBe(201);
  });

  it('refuses a request without Origin unless the browser says it is same-origin', async () => {
    expect((await joinWaitlist({ host: 'evil.example' })).status).toBe(403);
    expect((await joinWaitlist({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });
});
