import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList, NotificationPoll } from '#shared/notifications/notifications.types';
import { sessions } from '#server/db/schema/auth';
import type { TestClient } from '#server/testing/test-client';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { createNotification } from './notifications.service';
import { signedSessionCookieValue } from '#server/auth/session-cookie';
import { givenPerson } from '#server/testing/given';
import { fixedText } from '#server/testing/fixed-text';

const POLL = '/api/notifications/poll';
const SESSION_COOKIE = 'habitsprint.session_token';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ NOTIFICATION_POLL_SECONDS: '5' });
});
afterAll(() => t.close());

async function pollOf(client: TestClient) {
  const response = await client.get(POLL);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as NotificationPoll;
}

async function versionOfList(client: TestClient) {
  return ((await (await client.get('/api/notifications')).json()) as NotificationList).version;
}

async function sessionTokenOf(userId: string) {
  const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
  return session!.token;
}

async function expectRefused(response: Response) {
  expect(response.status).toBe(401);
  expect(await response.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
}

describe('GET /api/notifications/poll', () => {
  it('answers a newcomer 0/0 and the configured interval', async () => {
    const { client } = await givenPerson(t);
    expect(await pollOf(client)).toEqual({ unreadCount: 0, version: 0, pollAfterSeconds: 5 });
  });

  it('follows every write (the inbox trigger) and always equals the list’s version', async () => {
    const { client, user } = await givenPerson(t);
    const first = await createNotification(t.db, {
      userId: user.id,
      title: fixedText('One'),
      message: fixedText('m'),
    });
    const afterCreate = await pollOf(client);
    expect(afterCreate.unreadCount).toBe(1);
    expect(afterCreate.version).toBeGreaterThan(0);
    expect(await versionOfList(client)).toBe(afterCreate.version);

    await createNotification(t.db, { userId: user.id, title: fixedText('Two'), message: fixedText('m') });
    const afterSecond = await pollOf(client);
    expect(afterSecond.unreadCount).toBe(2);
    expect(afterSecond.version).toBeGreaterThan(afterCreate.version);

    await client.post(`/api/notifications/${first.id}/read`);
    const afterRead = await pollOf(client);
    expect(afterRead.unreadCount).toBe(1);
    expect(afterRead.version).toBeGreaterThan(afterSecond.version);
    expect(await versionOfList(client)).toBe(afterRead.version);
  });

  it('refuses a visitor without a session cookie', async () => {
    await expectRefused(await t.visitor().get(POLL));
  });

  it('refuses a real session token whose signature was not made with our secret', async () => {
    const { user } = await givenPerson(t);
    const forger = t.visitor();
    forger.setCookie(
      SESSION_COOKIE,
      signedSessionCookieValue(await sessionTokenOf(user.id), 'not-our-secret-not-our-secret-12345678'),
    );
    await expectRefused(await forger.get(POLL));
    forger.setCookie(SESSION_COOKIE, await sessionTokenOf(user.id));
    await expectRefused(await forger.get(POLL));
  });

  it('refuses a session at once after sign-out, even with the old cookie, and only that session', async () => {
    const { client, user } = await givenPerson(t);
    const laptop = t.visitor();
    const signIn = await laptop.signIn(user.email);
    const sessionCookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0]!)
      .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`))!;
    expect((await t.visitor().get(POLL, { cookie: sessionCookie })).status).toBe(200);

    expect((await laptop.post('/api/auth/sign-out')).status).toBe(200);
    await expectRefused(await t.visitor().get(POLL, { cookie: sessionCookie }));
    await pollOf(client);
  });

  it('refuses an expired session, as every other route does', async () => {
    const { client, user } = await givenPerson(t);
    await pollOf(client);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.userId, user.id));
    await expectRefused(await client.get(POLL));
    expect((await client.get('/api/me')).status).toBe(401);
  });
});
