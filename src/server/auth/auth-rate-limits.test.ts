import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { uniqueEmail } from '#server/testing/test-client';

// RATE_LIMIT_SCALE=1: the limits as production has them, kept in the database so every server process agrees.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1' });
});
afterAll(() => t.close());

async function statuses(count: number, send: () => Promise<Response>) {
  const result: number[] = [];
  for (let i = 0; i < count; i++) result.push((await send()).status);
  return result;
}

describe('rate limits', () => {
  it('stops the 11th sign-in attempt from one address within a minute with 429', async () => {
    // a new account each time: the per-account throttle (sign-in-throttle.test.ts) would stop one account sooner
    const results = await statuses(11, () => t.visitor().signIn(uniqueEmail(), 'Wrong#Pass1'));
    expect(results.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(results[10]).toBe(429);
  });

  it('stops the 11th two-step code from one address within a minute with 429', async () => {
    const results = await statuses(11, () =>
      t.visitor().post('/api/auth/two-factor/verify-totp', { code: '123456' }),
    );
    expect(results.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(results[10]).toBe(429);
  });

  it('stops the 21st passkey challenge from one address within a minute (each is a row kept five minutes)', async () => {
    const results = await statuses(21, () => t.visitor().post('/api/auth/passkey/sign-in-options'));
    expect(results.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(results[20]).toBe(429);
  });

  it('stops the 4th reset request within ten minutes', async () => {
    const results = await statuses(4, () =>
      t.visitor().post('/api/auth/request-password-reset', { email: uniqueEmail(), redirectTo: '/auth' }),
    );
    expect(results).toEqual([200, 200, 200, 429]);
  });

  it('stops the 6th sign-up within ten minutes', async () => {
    const results = await statuses(6, () =>
      t.visitor().post('/api/auth/sign-up/email', {
        name: 'Rate Test',
        email: uniqueEmail(),
        password: 'Sprint#2026',
      }),
    );
    expect(results).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('limits the public waitlist to 10 entries per address in ten minutes, and forgets after the window', async () => {
    const join = () =>
      t.visitor().post('/api/waitlist', { feature: 'Teams', name: 'Rate Test', email: uniqueEmail() });
    const results = await statuses(11, join);
    expect(results.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(results[10]).toBe(429);
    t.clock.advanceDays(1);
    expect((await join()).status).toBe(201);
  });

  it('keeps the counters in the database', async () => {
    const rows = await t.db.query.rateLimits.findMany();
    expect(rows.length).toBeGreaterThan(0);
  });
});
