import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/database';
import { errorOf } from '#server/testing/http';
import { createTestApp, type TestApp } from '#server/testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Queryable = { query: (...args: unknown[]) => unknown };

/** Runs `action` while every statement fails as when PostgreSQL shuts down (SQLSTATE 57P01), at the driver. */
async function whileDatabaseIsDown<T>(db: Database, action: () => Promise<T>): Promise<T> {
  const client = (db as unknown as { $client: Queryable }).$client;
  const original = client.query;
  client.query = () =>
    Promise.reject(
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    );
  try {
    return await action();
  } finally {
    client.query = original;
  }
}

describe('GET /api/health while the database is out of reach', () => {
  it('answers 503 { status: "unavailable" }, so a load balancer takes the process out', async () => {
    const response = await whileDatabaseIsDown(t.db, () => t.visitor().get('/api/health'));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable' });
  });

  it('answers a signed-in caller, whose session cannot be looked up, 503 with the error of every operation', async () => {
    const person = t.visitor();
    await person.signUp();
    const response = await whileDatabaseIsDown(t.db, () => person.get('/api/health'));
    expect(response.status).toBe(503);
    expect((await errorOf(response)).code).toBe('SERVICE_UNAVAILABLE');
  });

  it('answers 200 { status: "ok" } again once the database is back', async () => {
    const response = await t.visitor().get('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
