import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#server/db/schema/auth';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { type TestClient, uniqueEmail } from '#server/testing/test-client';

// A session slides (7 days idle, refreshed daily) but never lives more than 30 days from sign-in (ASVS 3.3.2).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedInSince(daysAgo: number, { refreshedToday = true } = {}) {
  const person = t.visitor();
  const user = await person.signUp({ email: uniqueEmail() });
  // a session signed in `daysAgo` days ago that its sliding refresh kept alive until now
  await t.db
    .update(sessions)
    .set({
      createdAt: sql`now() - make_interval(days => ${daysAgo})`,
      ...(refreshedToday ? {} : { updatedAt: sql`now() - interval '2 days'` }),
      expiresAt: sql`now() + interval '${sql.raw(refreshedToday ? '7 days' : '5 days')}'`,
    })
    .where(eq(sessions.userId, user.id));
  return person;
}

const isSignedIn = async (person: TestClient) => ({
  api: (await person.get('/api/me')).status,
  getSession: await (await person.get('/api/auth/get-session')).json(),
  poll: (await person.get('/api/notifications/poll')).status,
});

describe('absolute session lifetime', () => {
  it('keeps a session signed in 29 days ago that was used every day', async () => {
    const person = await signedInSince(29);
    const seen = await isSignedIn(person);
    expect(seen.api).toBe(200);
    expect(seen.getSession).not.toBeNull();
    expect(seen.poll).toBe(200);
  });

  it('ends a session signed in 30 days ago on every path, however recently it was used', async () => {
    const person = await signedInSince(30);
    const seen = await isSignedIn(person);
    expect(seen).toEqual({ api: 401, getSession: null, poll: 401 });
  });

  it('ends it too when it is due for its sliding refresh (the path through better-auth)', async () => {
    const person = await signedInSince(31, { refreshedToday: false });
    expect((await person.get('/api/me')).status).toBe(401);
    expect(await (await person.get('/api/auth/get-session')).json()).toBeNull();
  });

  it('asks the person to sign in again, after which a fresh session works', async () => {
    const email = uniqueEmail();
    const person = t.visitor();
    const user = await person.signUp({ email });
    await t.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '40 days'` })
      .where(eq(sessions.userId, user.id));
    expect((await person.get('/api/me')).status).toBe(401);
    expect((await person.signIn(email)).status).toBe(200);
    expect((await person.get('/api/me')).status).toBe(200);
  });
});
