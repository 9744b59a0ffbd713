import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CheerState, DayCheers } from '#shared/cheers/cheers.types';
import type { RecentCheckIn } from '#shared/check-ins/check-ins.types';
import type { NotificationList } from '#shared/notifications/notifications.types';
import { checkInCheers } from '#server/db/schema/cheers';
import { groupChallenges } from '#server/db/schema/social';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPerson, insertChallenge, type Person } from '#server/testing/given';
import { givenCheckIn, restPath } from '#server/testing/fixtures/check-ins';
import { cheerNotificationsOf, cheerPath, dayCheersPath } from '#server/testing/fixtures/cheers';
import { givenGroup, givenMember } from '#server/testing/fixtures/groups';
import { errorOf } from '#server/testing/http';

let t: TestApp;
let ana: Person;
let ben: Person;
let cy: Person;
let dee: Person;
let otto: Person;
beforeAll(async () => {
  t = await createTestApp();
  ana = await givenPerson(t, { name: 'Ana' });
  ben = await givenPerson(t, { name: 'Ben' });
  cy = await givenPerson(t, { name: 'Cy' });
  dee = await givenPerson(t, { name: 'Dee' });
  otto = await givenPerson(t, { name: 'Otto Outsider' });
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(new Date('2026-03-10T12:00:00Z')));

/** A challenge Ana organizes with Ben, Cy and Dee, and Ana's check-in for today. */
async function givenAnasCheckIn() {
  const challenge = await insertChallenge(t.db, { organizer: ana, participants: [ben, cy, dee] });
  const { id: checkInId } = await givenCheckIn(ana.client, challenge.id);
  return { challenge, checkInId };
}

async function cheer(person: Person, checkInId: string, expected = 201) {
  const response = await person.client.post(cheerPath(checkInId));
  expect(response.status).toBe(expected);
  return (await response.json()) as CheerState;
}

describe('POST /api/check-ins/:id/cheer', () => {
  it('refuses an anonymous visitor', async () => {
    const { checkInId } = await givenAnasCheckIn();
    expect((await t.visitor().post(cheerPath(checkInId))).status).toBe(401);
  });

  it('lets a participant cheer someone else’s check-in, and answers its cheers', async () => {
    const { checkInId } = await givenAnasCheckIn();
    expect(await cheer(ben, checkInId)).toEqual({
      checkInId,
      // the viewer's own cheer is not among the names: it reads 'you'
      cheers: { count: 1, names: [], cheeredByViewer: true, canCheer: true },
    });
  });

  it('answers a repeat with the cheer that is there (200), never a second one', async () => {
    const { checkInId } = await givenAnasCheckIn();
    await cheer(ben, checkInId);
    const again = await cheer(ben, checkInId, 200);
    expect(again.cheers).toMatchObject({ count: 1, cheeredByViewer: true });
    expect(
      await t.db.select().from(checkInCheers).where(eq(checkInCheers.checkInId, checkInId)),
    ).toHaveLength(1);
    expect(await cheerNotificationsOf(t.db, checkInId)).toHaveLength(1);
  });

  it('refuses a cheer on one’s own check-in', async () => {
    const { checkInId } = await givenAnasCheckIn();
    const response = await ana.client.post(cheerPath(checkInId));
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toMatchObject({ message: "You can't cheer your own check-in." });
    expect(await cheerNotificationsOf(t.db, checkInId)).toHaveLength(0);
  });

  it('answers someone who does not take part as if the check-in did not exist', async () => {
    const { checkInId } = await givenAnasCheckIn();
    const response = await otto.client.post(cheerPath(checkInId));
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatchObject({ message: 'Check-in not found' });
  });

  it('refuses a member of the challenge’s group who does not take part (a check-in is for its participants)', async () => {
    const group = await givenGroup(ana.client);
    const member = await givenMember(t, group.id, 'member', 'Gia Groupie');
    const { challenge, checkInId } = await givenAnasCheckIn();
    await t.db.insert(groupChallenges).values({ groupId: group.id, challengeId: challenge.id });
    expect((await member.client.post(cheerPath(checkInId))).status).toBe(404);
  });

  it('finds no check-in to cheer in a rest day, alone or in the day’s one tap', async () => {
    const challenge = await insertChallenge(t.db, { organizer: ana, participants: [ben] });
    const declared = await ana.client.post(restPath(challenge.id), { date: '2026-03-10' });
    expect(declared.status).toBe(201);
    const { id } = (await declared.json()) as { id: string };
    const refused = await ben.client.post(cheerPath(id));
    expect(refused.status).toBe(404);
    expect(await errorOf(refused)).toMatchObject({ message: 'Check-in not found' });
    const day = await ben.client.put(dayCheersPath(challenge.id), { date: '2026-03-10', cheered: true });
    expect(day.status).toBe(200);
    expect(await t.db.select().from(checkInCheers).where(eq(checkInCheers.checkInId, id))).toEqual([]);
  });

  it('answers an unknown or malformed id with 404', async () => {
    expect((await ben.client.post(cheerPath('00000000-0000-4000-8000-000000000000'))).status).toBe(404);
    expect((await ben.client.post(cheerPath('not-a-uuid'))).status).toBe(404);
  });
});

describe('DELETE /api/check-ins/:id/cheer', () => {
  it('takes a cheer back, and again answers the same (idempotent)', async () => {
    const { checkInId } = await givenAnasCheckIn();
    await cheer(ben, checkInId);
    for (let i = 0; i < 2; i++) {
      const response = await ben.client.delete(cheerPath(checkInId));
      expect(response.status).toBe(200);
      expect(((await response.json()) as CheerState).cheers).toMatchObject({
        count: 0,
        cheeredByViewer: false,
      });
    }
    // the last cheer taken back: nothing is left to tell Ana
    expect(await cheerNotificationsOf(t.db, checkInId)).toHaveLength(0);
  });

  it('refuses the anonymous, the check-in’s owner and who does not take part', async () => {
    const { checkInId } = await givenAnasCheckIn();
    expect((await t.visitor().delete(cheerPath(checkInId))).status).toBe(401);
    expect((await ana.client.delete(cheerPath(checkInId))).status).toBe(403);
    expect((await otto.client.delete(cheerPath(checkInId))).status).toBe(404);
  });
});

describe('the cheered person’s notification', () => {
  it('batches every cheer of a check-in into one notification: "Dee and 2 others cheered your check-in"', async () => {
    const { challenge, checkInId } = await givenAnasCheckIn();
    await cheer(ben, checkInId);
    await cheer(cy, checkInId);
    await cheer(dee, checkInId);
    const [notification, ...more] = await cheerNotificationsOf(t.db, checkInId);
    expect(more).toHaveLength(0);
    expect(notification).toMatchObject({
      userId: ana.user.id,
      type: 'update',
      title: 'Cheers for Mar 10 in "No Sugar Sprint"',
      message: 'Dee and 2 others cheered your check-in',
      read: false,
      // product-rules.md#where-a-notification-leads: to the challenge
      challengeId: challenge.id,
    });
    const bell = (await (await ana.client.get('/api/notifications')).json()) as NotificationList;
    expect(bell.notifications.filter((item) => item.challengeId === challenge.id)).toHaveLength(1);
  });

  it('comes back unread and first in the bell when a cheer arrives after it was read', async () => {
    const { checkInId } = await givenAnasCheckIn();
    await cheer(ben, checkInId);
    const [first] = await cheerNotificationsOf(t.db, checkInId);
    expect((await ana.client.post(`/api/notifications/${first!.id}/read`)).status).toBe(204);
    const versionBefore = ((await (await ana.client.get('/api/notifications')).json()) as NotificationList)
      .version;
    await cheer(cy, checkInId);
    const [again] = await cheerNotificationsOf(t.db, checkInId);
    expect(again).toMatchObject({
      id: first!.id,
      read: false,
      message: 'Cy and 1 other cheered your check-in',
    });
    expect(again!.createdAt.getTime()).toBeGreaterThanOrEqual(first!.createdAt.getTime());
    const bell = (await (await ana.client.get('/api/notifications')).json()) as NotificationList;
    expect(bell.notifications[0]).toMatchObject({ id: first!.id, read: false });
    expect(bell.version).toBeGreaterThan(versionBefore);
  });

  it('is worded again, never brought back, when a cheer is taken back', async () => {
    const { checkInId } = await givenAnasCheckIn();
    await cheer(ben, checkInId);
    await cheer(cy, checkInId);
    const [before] = await cheerNotificationsOf(t.db, checkInId);
    await ana.client.post(`/api/notifications/${before!.id}/read`);
    expect((await cy.client.delete(cheerPath(checkInId))).status).toBe(200);
    const [after] = await cheerNotificationsOf(t.db, checkInId);
    expect(after).toMatchObject({ id: before!.id, read: true, message: 'Ben cheered your check-in' });
  });
});

describe('cheers where check-ins are shown', () => {
  it('come with the challenge’s recent check-ins: count, who, whether I did and whether I may', async () => {
    const { challenge, checkInId } = await givenAnasCheckIn();
    await givenCheckIn(ben.client, challenge.id);
    await cheer(cy, checkInId);
    await cheer(dee, checkInId);
    const response = await ben.client.get(`/api/challenges/${challenge.id}/check-ins?scope=recent`);
    const { checkIns } = (await response.json()) as { checkIns: RecentCheckIn[] };
    const anas = checkIns.find((item) => item.id === checkInId)!;
    expect(anas.cheers).toEqual({ count: 2, names: ['Dee', 'Cy'], cheeredByViewer: false, canCheer: true });
    const bens = checkIns.find((item) => item.person.id === ben.user.id)!;
    expect(bens.cheers).toMatchObject({ count: 0, canCheer: false });
  });
});

describe('PUT /api/challenges/:id/cheers (the Today panel’s group line)', () => {
  it('cheers everyone else’s check-in of the day in one tap, one notification each, and takes them back', async () => {
    const { challenge, checkInId } = await givenAnasCheckIn();
    const { id: bensId } = await givenCheckIn(ben.client, challenge.id);
    await givenCheckIn(dee.client, challenge.id, { date: '2026-03-09' }); // another day: not in this tap
    const response = await cy.client.put(dayCheersPath(challenge.id), { date: '2026-03-10', cheered: true });
    expect(response.status).toBe(200);
    expect((await response.json()) as DayCheers).toEqual({
      challengeId: challenge.id,
      date: '2026-03-10',
      checkIns: 2,
      cheeredByViewer: 2,
    });
    for (const id of [checkInId, bensId]) {
      expect((await cheerNotificationsOf(t.db, id)).map((n) => n.message)).toEqual([
        'Cy cheered your check-in',
      ]);
    }
    // again: nothing new, nobody told twice
    await cy.client.put(dayCheersPath(challenge.id), { date: '2026-03-10', cheered: true });
    expect(await cheerNotificationsOf(t.db, checkInId)).toHaveLength(1);
    const back = await cy.client.put(dayCheersPath(challenge.id), { date: '2026-03-10', cheered: false });
    expect(await back.json()).toMatchObject({ checkIns: 2, cheeredByViewer: 0 });
    expect(await cheerNotificationsOf(t.db, checkInId)).toHaveLength(0);
  });

  it('never cheers one’s own check-in of the day', async () => {
    const { challenge, checkInId } = await givenAnasCheckIn();
    const response = await ana.client.put(dayCheersPath(challenge.id), { date: '2026-03-10', cheered: true });
    expect(await response.json()).toMatchObject({ checkIns: 0, cheeredByViewer: 0 });
    expect(await cheerNotificationsOf(t.db, checkInId)).toHaveLength(0);
  });

  it('refuses the anonymous (401), who does not take part (403), an unknown challenge (404) and a bad date (400)', async () => {
    const { challenge } = await givenAnasCheckIn();
    const body = { date: '2026-03-10', cheered: true };
    expect((await t.visitor().put(dayCheersPath(challenge.id), body)).status).toBe(401);
    const outsider = await otto.client.put(dayCheersPath(challenge.id), body);
    expect(outsider.status).toBe(403);
    expect(await errorOf(outsider)).toMatchObject({
      message: 'You must join this challenge to cheer its check-ins.',
    });
    expect((await ben.client.put(dayCheersPath('00000000-0000-4000-8000-000000000000'), body)).status).toBe(
      404,
    );
    const badDate = await ben.client.put(dayCheersPath(challenge.id), { date: '2026-02-30', cheered: true });
    expect(badDate.status).toBe(400);
    expect((await ben.client.put(dayCheersPath(challenge.id), { date: '2026-03-10' })).status).toBe(400);
  });
});
