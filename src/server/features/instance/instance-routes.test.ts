import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstancePeople, InstancePerson } from '#shared/instance/instance.types';
import type { Profile } from '#shared/profile/profile.types';
import { users } from '#server/db/schema/auth';
import { givenCheckIn } from '#server/testing/fixtures/check-ins';
import { givenSiteAdmin, SITE_ADMIN_EMAIL } from '#server/testing/fixtures/forum';
import { givenInviteLink, INSTANCE_PATH, readInstanceOverview } from '#server/testing/fixtures/instance';
import {
  givenChallenge,
  givenConfirmedAddress,
  givenJoined,
  givenPerson,
  insertPeople,
  type Person,
} from '#server/testing/given';
import { countStatements, errorOf } from '#server/testing/http';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import type { TestClient } from '#server/testing/test-client';

// The instance page's routes are a site administrator's only (decision 087): each is allowed for one and refused for
// anyone else.
let t: TestApp;
let admin: TestClient;
let someone: Person;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: SITE_ADMIN_EMAIL });
  admin = (await givenSiteAdmin(t)).client;
  someone = await givenPerson(t, { name: 'Otto Ordinary' });
});
afterAll(() => t.close());

const NOT_ADMIN = 'Only site administrators can manage this HabitSprint.';
const UNKNOWN_LINK = '00000000-0000-4000-8000-000000000000';

describe('every route', () => {
  const calls: Array<[string, (client: TestClient) => Promise<Response>]> = [
    ['GET /', (client) => client.get(INSTANCE_PATH)],
    ['PUT /sign-up-mode', (client) => client.put(`${INSTANCE_PATH}/sign-up-mode`, { mode: 'open' })],
    ['POST /invite-links', (client) => client.post(`${INSTANCE_PATH}/invite-links`, {})],
    ['DELETE /invite-links/:id', (client) => client.delete(`${INSTANCE_PATH}/invite-links/${UNKNOWN_LINK}`)],
    ['GET /people', (client) => client.get(`${INSTANCE_PATH}/people?q=otto`)],
    ['PUT /people/:id/admin', (client) => client.put(`${INSTANCE_PATH}/people/${someone.user.id}/admin`)],
    [
      'DELETE /people/:id/admin',
      (client) => client.delete(`${INSTANCE_PATH}/people/${someone.user.id}/admin`),
    ],
    [
      'POST /people/:id/approve',
      (client) => client.post(`${INSTANCE_PATH}/people/${someone.user.id}/approve`),
    ],
    [
      'POST /people/:id/decline',
      (client) => client.post(`${INSTANCE_PATH}/people/${someone.user.id}/decline`),
    ],
  ];

  it.each(calls)(
    '%s refuses a person who is not a site administrator (403) and a visitor (401)',
    async (_, call) => {
      const refused = await call(someone.client);
      expect(refused.status).toBe(403);
      expect((await errorOf(refused)).message).toBe(NOT_ADMIN);
      expect((await call(t.visitor())).status).toBe(401);
    },
  );

  it('refuses an ADMIN_EMAILS address until it is confirmed', async () => {
    const unconfirmed = await createTestApp({ ADMIN_EMAILS: 'later@example.com' });
    try {
      const owner = await givenPerson(unconfirmed, { email: 'later@example.com' });
      expect((await owner.client.get(INSTANCE_PATH)).status).toBe(403);
    } finally {
      await unconfirmed.close();
    }
  });
});

describe('the overview', () => {
  it("counts people, today's active people and today's check-ins, in a fixed number of statements", async () => {
    const before = await readInstanceOverview(admin);
    expect(before.signUpMode).toBe('open');
    const statementsBefore = await countStatements(t.db, () => admin.get(INSTANCE_PATH));

    const host = await givenPerson(t);
    const challenge = await givenChallenge(host.client);
    await givenCheckIn(host.client, challenge.id);
    const joiner = await givenPerson(t);
    await givenJoined(joiner.client, challenge.id);
    await insertPeople(t.db, {}, {});
    await givenInviteLink(admin);

    const after = await readInstanceOverview(admin);
    expect(after.counts).toEqual({
      people: before.counts.people + 4,
      activeToday: before.counts.activeToday + 2,
      checkInsToday: before.counts.checkInsToday + 1,
    });
    expect(await countStatements(t.db, () => admin.get(INSTANCE_PATH))).toBe(statementsBefore);
  });

  it('answers the mode a site administrator chose, and refuses a mode that does not exist', async () => {
    expect((await admin.put(`${INSTANCE_PATH}/sign-up-mode`, { mode: 'approval' })).status).toBe(200);
    expect((await readInstanceOverview(admin)).signUpMode).toBe('approval');
    const refused = await admin.put(`${INSTANCE_PATH}/sign-up-mode`, { mode: 'closed' });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).message).toBe('Choose open, invite-only or approval.');
    expect((await admin.put(`${INSTANCE_PATH}/sign-up-mode`, { mode: 'open' })).status).toBe(200);
  });
});

describe('invite links', () => {
  it('are made with a link to the sign-up screen, revoked, and an unknown one is 404', async () => {
    const { link, url } = await givenInviteLink(admin, { maxUses: 3, expiresInDays: 2 });
    expect(url).toMatch(new RegExp(`^${t.env.APP_URL}/auth\\?mode=signup&invite=[A-Za-z0-9_-]{43}$`));
    expect(link).toMatchObject({ maxUses: 3, usesLeft: 3, status: 'active' });
    const revoked = await admin.delete(`${INSTANCE_PATH}/invite-links/${link.id}`);
    expect(await revoked.json()).toMatchObject({ id: link.id, status: 'revoked' });
    expect((await admin.delete(`${INSTANCE_PATH}/invite-links/${UNKNOWN_LINK}`)).status).toBe(404);
    expect((await admin.delete(`${INSTANCE_PATH}/invite-links/not-a-link`)).status).toBe(404);
    expect((await admin.post(`${INSTANCE_PATH}/invite-links`, { maxUses: 0 })).status).toBe(400);
  });
});

describe('people', () => {
  it('are found by a part of the name or the address, 20 a page', async () => {
    await insertPeople(t.db, ...Array.from({ length: 21 }, (_, i) => ({ name: `Paged Person ${i}` })));
    const first = (await (
      await admin.get(`${INSTANCE_PATH}/people?q=paged%20person`)
    ).json()) as InstancePeople;
    expect(first.people).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    const second = (await (
      await admin.get(`${INSTANCE_PATH}/people?q=paged%20person&page=1`)
    ).json()) as InstancePeople;
    expect(second).toMatchObject({
      people: [{ name: expect.stringMatching(/^Paged Person/) }],
      hasMore: false,
    });
    const byAddress = (await (
      await admin.get(`${INSTANCE_PATH}/people?q=forum-admin@`)
    ).json()) as InstancePeople;
    expect(byAddress.people).toEqual([expect.objectContaining({ email: SITE_ADMIN_EMAIL, admin: 'listed' })]);
    expect((await admin.get(`${INSTANCE_PATH}/people?page=-1`)).status).toBe(400);
  });
});

describe('make admin', () => {
  const grant = (client: TestClient, userId: string) => client.put(`${INSTANCE_PATH}/people/${userId}/admin`);
  const revoke = (client: TestClient, userId: string) =>
    client.delete(`${INSTANCE_PATH}/people/${userId}/admin`);
  const adminOf = async (client: TestClient) =>
    ((await (await client.get('/api/me')).json()) as Profile).admin;

  it('gives a confirmed account the rights, and takes them back', async () => {
    const helper = await givenPerson(t, { name: 'Hilda Helper' });
    await givenConfirmedAddress(t, helper);
    const granted = await grant(admin, helper.user.id);
    expect(((await granted.json()) as InstancePerson).admin).toBe('granted');
    expect(await adminOf(helper.client)).toBe('active');
    expect((await helper.client.get('/api/admin/feedback')).status).toBe(200);
    expect((await helper.client.get(INSTANCE_PATH)).status).toBe(200);

    expect(((await (await revoke(admin, helper.user.id)).json()) as InstancePerson).admin).toBeNull();
    expect(await adminOf(helper.client)).toBeNull();
    expect((await helper.client.get(INSTANCE_PATH)).status).toBe(403);
  });

  it('refuses an account whose address is not confirmed, and an unknown one', async () => {
    const unconfirmed = await givenPerson(t);
    const refused = await grant(admin, unconfirmed.user.id);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(
      'Only an account with a confirmed e-mail address can be made a site administrator.',
    );
    expect((await grant(admin, 'nobody')).status).toBe(404);
  });

  it('never takes the rights of an ADMIN_EMAILS address', async () => {
    const [owner] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, SITE_ADMIN_EMAIL));
    const refused = await revoke(admin, owner!.id);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toMatch(/ADMIN_EMAILS/);
  });

  it('keeps at least one site administrator', async () => {
    // an instance whose only administrator was made one on the instance page (ADMIN_EMAILS emptied since)
    const alone = await createTestApp({ ADMIN_EMAILS: '' });
    try {
      const only = await givenPerson(alone);
      await givenConfirmedAddress(alone, only);
      await alone.db.update(users).set({ siteAdmin: true }).where(eq(users.id, only.user.id));
      const refused = await revoke(only.client, only.user.id);
      expect(refused.status).toBe(409);
      expect((await errorOf(refused)).message).toBe('HabitSprint needs at least one site administrator.');

      const next = await givenPerson(alone);
      await givenConfirmedAddress(alone, next);
      expect((await grant(only.client, next.user.id)).status).toBe(200);
      expect((await revoke(only.client, only.user.id)).status).toBe(200);
      expect((await only.client.get(INSTANCE_PATH)).status).toBe(403);
    } finally {
      await alone.close();
    }
  });
});
