import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_LIST_LIMIT, type NotificationList } from '#shared/notifications/notifications.types';
import { invitations, notifications } from '#server/db/schema/social';
import type { TestClient } from '#server/testing/test-client';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { createNotification } from './notifications.service';
import { givenPerson, insertChallenge } from '#server/testing/given';
import { fixedText } from '#server/testing/fixed-text';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function listOf(client: TestClient) {
  const response = await client.get('/api/notifications');
  expect(response.status).toBe(200);
  // per person: no shared cache may keep it
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as NotificationList;
}

const notify = (userId: string, title = 'Hello') =>
  createNotification(t.db, { userId, title: fixedText(title), message: fixedText('m') });

describe('GET /api/notifications', () => {
  it('refuses an anonymous visitor', async () => {
    expect((await t.visitor().get('/api/notifications')).status).toBe(401);
  });

  it('gives a newcomer an empty list with count and version 0', async () => {
    const { client } = await givenPerson(t);
    expect(await listOf(client)).toEqual({ notifications: [], unreadCount: 0, version: 0 });
  });

  it('lists only the asker’s own notifications, newest first, at most the limit, with the unread count', async () => {
    const { client, user } = await givenPerson(t);
    const other = await givenPerson(t);
    const start = Date.parse('2026-03-01T00:00:00Z');
    await t.db.insert(notifications).values(
      Array.from({ length: NOTIFICATION_LIST_LIMIT + 5 }, (_, n) => ({
        userId: user.id,
        title: `Note ${n}`,
        message: 'm',
        createdAt: new Date(start + n * 60_000),
      })),
    );
    await notify(other.user.id, 'Not yours');

    const list = await listOf(client);
    expect(list.notifications).toHaveLength(NOTIFICATION_LIST_LIMIT);
    expect(list.notifications[0]).toMatchObject({
      title: `Note ${NOTIFICATION_LIST_LIMIT + 4}`,
      type: 'update',
      read: false,
      createdAt: new Date(start + (NOTIFICATION_LIST_LIMIT + 4) * 60_000).toISOString(),
      challengeId: null,
      groupId: null,
      link: null,
      canAcceptInvitation: false,
    });
    expect(list.notifications.at(-1)!.title).toBe('Note 5');
    expect(list.notifications.map((n) => n.title)).not.toContain('Not yours');
    expect(list.unreadCount).toBe(NOTIFICATION_LIST_LIMIT + 5);
  });

  it('offers Accept only on unread invitations whose invitation is still pending and unexpired', async () => {
    const { client, user } = await givenPerson(t);
    const challenge = await insertChallenge(t.db, { organizer: user });
    const now = t.clock.now().getTime();
    const invitation = async (status: string, expiresInMs: number) => {
      const [row] = await t.db
        .insert(invitations)
        .values({
          tokenHash: randomUUID(),
          email: user.email,
          challengeId: challenge.id,
          invitedBy: user.id,
          status,
          expiresAt: new Date(now + expiresInMs),
        })
        .returning();
      return row!.id;
    };
    const day = 24 * 60 * 60 * 1000;
    const cases = {
      open: { invitationId: await invitation('pending', day) },
      expired: { invitationId: await invitation('pending', -1000) },
      accepted: { invitationId: await invitation('accepted', day) },
      read: { invitationId: await invitation('pending', day), read: true },
      notAnInvitation: { invitationId: await invitation('pending', day), type: 'update' as const },
    };
    for (const [title, fields] of Object.entries(cases)) {
      await createNotification(t.db, {
        userId: user.id,
        title: fixedText(title),
        message: fixedText('You are invited'),
        type: 'invitation',
        challengeId: challenge.id,
        ...fields,
      });
    }
    const byTitle = Object.fromEntries((await listOf(client)).notifications.map((n) => [n.title, n]));
    expect(byTitle.open!.canAcceptInvitation).toBe(true);
    expect(byTitle.expired!.canAcceptInvitation).toBe(false);
    expect(byTitle.accepted!.canAcceptInvitation).toBe(false);
    expect(byTitle.read!.canAcceptInvitation).toBe(false);
    expect(byTitle.notAnInvitation!.canAcceptInvitation).toBe(false);
  });
});

describe('POST /api/notifications/:id/read', () => {
  it('lets the owner mark one read: the count drops and the version moves', async () => {
    const { client, user } = await givenPerson(t);
    const note = await notify(user.id);
    await notify(user.id);
    const before = await listOf(client);

    const response = await client.post(`/api/notifications/${note.id}/read`);
    expect(response.status).toBe(204);
    const after = await listOf(client);
    expect(after.notifications.find((n) => n.id === note.id)!.read).toBe(true);
    expect(after.unreadCount).toBe(before.unreadCount - 1);
    expect(after.version).toBeGreaterThan(before.version);
  });

  it('keeps a read notification read, without moving the version', async () => {
    const { client, user } = await givenPerson(t);
    const note = await notify(user.id);
    await client.post(`/api/notifications/${note.id}/read`);
    const before = await listOf(client);
    expect((await client.post(`/api/notifications/${note.id}/read`)).status).toBe(204);
    const after = await listOf(client);
    expect(after.notifications[0]!.read).toBe(true);
    expect(after).toMatchObject({ unreadCount: 0, version: before.version });
  });

  it('answers 404 to anyone but the owner, and leaves the notification unread', async () => {
    const owner = await givenPerson(t);
    const stranger = await givenPerson(t);
    const note = await notify(owner.user.id);

    const response = await stranger.client.post(`/api/notifications/${note.id}/read`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { message: 'Notification not found' } });
    const [stored] = await t.db.select().from(notifications).where(eq(notifications.id, note.id));
    expect(stored!.read).toBe(false);
  });

  it('answers 404 for an unknown or malformed id, and 401 to a visitor', async () => {
    const { client } = await givenPerson(t);
    for (const id of [randomUUID(), 'not-an-id']) {
      const response = await client.post(`/api/notifications/${id}/read`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({
        error: { message: 'Notification not found' },
      });
    }
    expect((await t.visitor().post(`/api/notifications/${randomUUID()}/read`)).status).toBe(401);
  });
});

describe('POST /api/notifications/read-all', () => {
  it('marks every one of the asker’s notifications read and no one else’s', async () => {
    const { client, user } = await givenPerson(t);
    const other = await givenPerson(t);
    await notify(user.id);
    await notify(user.id);
    await notify(other.user.id);

    expect((await client.post('/api/notifications/read-all')).status).toBe(204);
    const list = await listOf(client);
    expect(list.unreadCount).toBe(0);
    expect(list.notifications.every((n) => n.read)).toBe(true);
    expect((await listOf(other.client)).unreadCount).toBe(1);
    expect((await t.visitor().post('/api/notifications/read-all')).status).toBe(401);
  });
});
