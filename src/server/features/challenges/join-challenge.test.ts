import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challenges } from '#server/db/schema/challenges';
import { notifications } from '#server/db/schema/social';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { onRealPostgres } from '#server/testing/test-database';
import {
  givenChallenge,
  givenJoined,
  givenPerson,
  insertChallenge,
  insertPerson,
} from '#server/testing/given';
import { errorOf, participantIdsOf } from '#server/testing/http';
import { joinChallenge } from './join-challenge';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const notificationsAbout = (challengeId: string) =>
  t.db.select().from(notifications).where(eq(notifications.challengeId, challengeId));

describe('joining by share link', () => {
  it('refuses an anonymous visitor', async () => {
    const { client } = await givenPerson(t);
    const challenge = await givenChallenge(client);
    expect((await t.visitor().post(`/api/challenges/${challenge.id}/join`)).status).toBe(401);
    expect(await participantIdsOf(t.db, challenge.id)).toHaveLength(1);
  });

  it('lets a signed-in person join, and tells the organizer in a notification', async () => {
    const { client: organizer, user: olga } = await givenPerson(t, { name: 'Olga' });
    const challenge = await givenChallenge(organizer, { title: 'Morning Walks' });
    const { client: friend, user: finn } = await givenPerson(t, { name: 'Finn Friend' });
    const response = await friend.post(`/api/challenges/${challenge.id}/join`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: challenge.id,
      participantCount: 2,
      viewer: { isParticipant: true, isOrganizer: false, canCheckIn: true },
    });
    expect(await participantIdsOf(t.db, challenge.id)).toEqual([olga.id, finn.id]);
    expect(await notificationsAbout(challenge.id)).toMatchObject([
      {
        userId: olga.id,
        type: 'update',
        title: 'New participant',
        message: 'Finn Friend joined "Morning Walks"',
        read: false,
      },
    ]);
  });

  it('lets people join an upcoming challenge', async () => {
    const { client: organizer } = await givenPerson(t);
    const challenge = await givenChallenge(organizer, { status: 'upcoming' });
    const { client: friend } = await givenPerson(t);
    expect((await friend.post(`/api/challenges/${challenge.id}/join`)).status).toBe(200);
  });

  it('refuses someone already in, including the organizer', async () => {
    const { client: organizer } = await givenPerson(t);
    const challenge = await givenChallenge(organizer);
    const { client: friend } = await givenPerson(t);
    await givenJoined(friend, challenge.id);
    for (const person of [friend, organizer]) {
      const again = await person.post(`/api/challenges/${challenge.id}/join`);
      expect(again.status).toBe(409);
      expect(await errorOf(again)).toMatchObject({
        message: 'User is already a participant in this challenge',
      });
    }
    expect(await participantIdsOf(t.db, challenge.id)).toHaveLength(2);
  });

  it('refuses a completed challenge, and writes nothing', async () => {
    const organizer = await insertPerson(t.db);
    const ended = await insertChallenge(t.db, { organizer: organizer, status: 'completed' });
    const { client: latecomer } = await givenPerson(t);
    const response = await latecomer.post(`/api/challenges/${ended.id}/join`);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatchObject({ message: 'This challenge has ended' });
    expect(await participantIdsOf(t.db, ended.id)).toEqual([organizer.id]);
    expect(await notificationsAbout(ended.id)).toEqual([]);
  });

  it('refuses a full challenge, and writes nothing', async () => {
    const organizer = await insertPerson(t.db);
    const filler = await insertPerson(t.db);
    const full = await insertChallenge(t.db, {
      organizer: organizer,
      participants: [filler],
      maxParticipants: 2,
    });
    const { client: latecomer } = await givenPerson(t);
    const response = await latecomer.post(`/api/challenges/${full.id}/join`);
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatchObject({
      message: 'Challenge is full. Maximum participants reached.',
    });
    expect(await participantIdsOf(t.db, full.id)).toEqual([organizer.id, filler.id]);
    expect(await notificationsAbout(full.id)).toEqual([]);
  });

  it('refuses a template (templates are started, not joined), a malformed id and an unknown challenge', async () => {
    const { client } = await givenPerson(t);
    const [template] = await t.db.select().from(challenges).where(isNull(challenges.organizerId));
    const response = await client.post(`/api/challenges/${template!.id}/join`);
    expect(response.status).toBe(400);
    expect(await participantIdsOf(t.db, template!.id)).toEqual([]);
    for (const id of ['nope', '0b8e6e1c-2f7e-4a53-9a41-7d2f0c1e9b11']) {
      const missing = await client.post(`/api/challenges/${id}/join`);
      expect(missing.status).toBe(404);
      expect(await errorOf(missing)).toMatchObject({ message: 'Challenge not found' });
    }
  });

  it('refuses a body that is not JSON (415) or too long (413), as its documented refusals say, and writes nothing', async () => {
    const { client: organizer } = await givenPerson(t);
    const challenge = await givenChallenge(organizer);
    const { client } = await givenPerson(t);
    const path = `/api/challenges/${challenge.id}/join`;
    const notJson = await client.post(path, 'join me', { 'content-type': 'text/plain' });
    expect(notJson.status).toBe(415);
    expect(await errorOf(notJson)).toMatchObject({ message: 'Send the request body as JSON.' });
    const tooLong = await client.post(path, { note: 'x'.repeat(70_000) });
    expect(tooLong.status).toBe(413);
    expect(await participantIdsOf(t.db, challenge.id)).toHaveLength(1);
  });

  it(`admits exactly one of many simultaneous joins for the last seat${
    onRealPostgres() ? '' : ' (a real race only on PostgreSQL: TEST_DATABASE_URL)'
  }`, async () => {
    const organizer = await insertPerson(t.db);
    const lastSeat = await insertChallenge(t.db, { organizer: organizer, maxParticipants: 2 });
    const people = await Promise.all(Array.from({ length: 8 }, () => givenPerson(t)));
    const responses = await Promise.all(
      people.map(({ client }) => client.post(`/api/challenges/${lastSeat.id}/join`)),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(await errorOf(response)).toMatchObject({
        message: 'Challenge is full. Maximum participants reached.',
      });
    }
    expect(await participantIdsOf(t.db, lastSeat.id)).toHaveLength(2);
    expect(await notificationsAbout(lastSeat.id)).toHaveLength(1);
  });

  it('is one service other ways in reuse inside their own transaction, rolled back with it', async () => {
    const organizer = await insertPerson(t.db);
    const invitee = await insertPerson(t.db, { name: 'Ivy Invitee' });
    const challenge = await insertChallenge(t.db, { organizer: organizer, title: 'Fiber Fortnight' });
    const failure = new Error('the invitation could not be marked accepted');
    await expect(
      t.db.transaction(async (tx) => {
        await joinChallenge(tx, challenge.id, invitee.id, t.clock.now());
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await participantIdsOf(t.db, challenge.id)).toEqual([organizer.id]);
    expect(await notificationsAbout(challenge.id)).toEqual([]);

    await t.db.transaction((tx) => joinChallenge(tx, challenge.id, invitee.id, t.clock.now()));
    expect(await participantIdsOf(t.db, challenge.id)).toEqual([organizer.id, invitee.id]);
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.challengeId, challenge.id), eq(notifications.userId, organizer.id)));
    expect(notice?.message).toBe('Ivy Invitee joined "Fiber Fortnight"');
  });
});
