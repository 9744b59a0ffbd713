import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '#server/db/schema/auth';
import { signedSessionCookieValue } from '#server/auth/session-cookie';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { countStatements } from '#server/testing/http';
import { givenPerson } from '#server/testing/given';

// resolveActor: one statement for a current session; better-auth's getSession for the rest (refresh, expiry).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const SESSION_COOKIE = 'habitsprint.session_token';

async function sessionOf(userId: string) {
  const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
  return row!;
}

describe('the signed-in person of a request', () => {
  it('is read in one statement: GET /api/me is the session and the profile', async () => {
    const { client, user } = await givenPerson(t, { name: 'Sol Session' });
    let response: Response | undefined;
    const statements = await countStatements(t.db, async () => {
      response = await client.get('/api/me');
    });
    expect(response!.status).toBe(200);
    expect(await response!.json()).toMatchObject({ id: user.id, name: 'Sol Session' });
    expect(statements).toBe(2);
  });

  it('is nobody with a cookie signed by someone else, or after signing out', async () => {
    const { client, user } = await givenPerson(t);
    const { token } = await sessionOf(user.id);
    const forger = t.visitor();
    forger.setCookie(
      SESSION_COOKIE,
      signedSessionCookieValue(token, 'not-the-secret-not-the-secret-12345678'),
    );
    expect((await forger.get('/api/me')).status).toBe(401);

    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(401);
  });

  it('is nobody once the session has expired, and the session is removed', async () => {
    const { client, user } = await givenPerson(t);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.userId, user.id));
    expect((await client.get('/api/me')).status).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('keeps a session in use alive: one due for its daily refresh is extended to seven days again', async () => {
    const { client, user } = await givenPerson(t);
    // better-auth refreshes a session once it is a day old (it then expires six days from now)
    const inSixDays = new Date(Date.now() + 6 * DAY_MS - 60_000);
    await t.db.update(sessions).set({ expiresAt: inSixDays }).where(eq(sessions.userId, user.id));
    expect((await client.get('/api/me')).status).toBe(200);
    const refreshed = await sessionOf(user.id);
    expect(refreshed.expiresAt.getTime()).toBeGreaterThan(Date.now() + 7 * DAY_MS - 60_000);
  });

  it('is not refreshed before it is due: the session row is only read', async () => {
    const { client, user } = await givenPerson(t);
    const before = await sessionOf(user.id);
    expect((await client.get('/api/me')).status).toBe(200);
    expect((await sessionOf(user.id)).updatedAt).toEqual(before.updatedAt);
  });
});
