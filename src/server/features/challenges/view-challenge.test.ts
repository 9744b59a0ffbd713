import { isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challenges } from '#server/db/schema/challenges';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import {
  givenChallenge,
  givenJoined,
  givenPerson,
  insertChallenge,
  insertPerson,
  TEST_TODAY,
} from '#server/testing/given';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const aTemplateId = async () =>
  (await t.db.select().from(challenges).where(isNull(challenges.organizerId)))[0]!.id;
const notFoundBody = { error: { code: 'NOT_FOUND', message: 'Challenge not found' } };

describe('viewing a challenge', () => {
  it('refuses an anonymous visitor', async () => {
    const { client } = await givenPerson(t);
    const challenge = await givenChallenge(client);
    expect((await t.visitor().get(`/api/challenges/${challenge.id}`)).status).toBe(401);
  });

  it('shows it to a signed-in outsider, who may join but not check in', async () => {
    const { client: organizer } = await givenPerson(t, { name: 'Olga' });
    const challenge = await givenChallenge(organizer);
    const { client: outsider } = await givenPerson(t, { timezone: 'Pacific/Pago_Pago' });
    const response = await outsider.get(`/api/challenges/${challenge.id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: challenge.id,
      participantCount: 1,
      participants: [{ name: 'Olga' }],
      // 2026-03-10T12:00Z is 01:00 on the 10th in Pago Pago (UTC−11)
      viewer: { isOrganizer: false, isParticipant: false, canCheckIn: false, today: TEST_TODAY },
    });
  });

  it('lists participants in the order they joined, and lets an active one check in', async () => {
    const { client: organizer, user: olga } = await givenPerson(t, { name: 'Olga' });
    const challenge = await givenChallenge(organizer);
    const { client: participant, user: pia } = await givenPerson(t, { name: 'Pia' });
    // a minute later: the time of joining comes from the app's clock (decision 039)
    t.clock.set(new Date(t.clock.now().getTime() + 60_000));
    await givenJoined(participant, challenge.id);
    const detail = await (await participant.get(`/api/challenges/${challenge.id}`)).json();
    expect(detail).toMatchObject({
      participantCount: 2,
      participants: [
        { id: olga.id, name: 'Olga' },
        { id: pia.id, name: 'Pia' },
      ],
      viewer: { isOrganizer: false, isParticipant: true, canCheckIn: true },
    });
  });

  it('lets nobody check in before the start, and everybody in until 7 days after the end', async () => {
    const { client: organizer } = await givenPerson(t);
    const upcoming = await givenChallenge(organizer, { status: 'upcoming' });
    expect(upcoming).toMatchObject({
      status: 'upcoming',
      progress: { daysPassed: 0, totalDays: 14, daysRemaining: 14 },
      viewer: { canCheckIn: false },
    });
    const ended = await givenChallenge(organizer, { startDate: '2026-02-18', endDate: '2026-03-03' });
    expect(ended).toMatchObject({
      status: 'completed',
      isCheckInLocked: false,
      progress: { daysPassed: 14, daysRemaining: 0 },
      viewer: { canCheckIn: true },
    });
    const locked = await givenChallenge(organizer, { startDate: '2026-02-17', endDate: '2026-03-02' });
    expect(locked).toMatchObject({
      status: 'completed',
      isCheckInLocked: true,
      viewer: { canCheckIn: false },
    });
  });

  it.each(['not-a-uuid', '123', "1' or '1'='1", '0b8e6e1c-2f7e-4a53-9a41-7d2f0c1e9b1', '%00'])(
    'answers a malformed id (%s) with 404, not an error',
    async (id) => {
      const { client } = await givenPerson(t);
      const response = await client.get(`/api/challenges/${encodeURIComponent(id)}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(notFoundBody);
    },
  );

  it('answers an unknown challenge and a template with 404', async () => {
    const { client } = await givenPerson(t);
    const unknown = await client.get('/api/challenges/0b8e6e1c-2f7e-4a53-9a41-7d2f0c1e9b11');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual(notFoundBody);
    expect((await client.get(`/api/challenges/${await aTemplateId()}`)).status).toBe(404);
  });
});

describe('the public share-link view', () => {
  it('shows a signed-out visitor what they would join and who organizes it, and nothing more', async () => {
    const { client: organizer, user } = await givenPerson(t, { name: 'Otto Organizer' });
    const challenge = await givenChallenge(organizer, { maxParticipants: 3, challengeType: 'exercise' });
    const response = await t.visitor().get(`/api/challenges/${challenge.id}/public`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain(user.email);
    expect(JSON.parse(text)).toEqual({
      id: challenge.id,
      title: challenge.title,
      description: challenge.description,
      challengeType: 'exercise',
      startDate: challenge.startDate,
      endDate: challenge.endDate,
      status: 'active',
      participantCount: 1,
      maxParticipants: 3,
      isFull: false,
      organizerName: 'Otto Organizer',
    });
  });

  it('says when the challenge is full, and when it has ended', async () => {
    const organizer = await insertPerson(t.db);
    const filler = await insertPerson(t.db);
    const full = await insertChallenge(t.db, {
      organizer: organizer,
      participants: [filler],
      maxParticipants: 2,
    });
    expect(await (await t.visitor().get(`/api/challenges/${full.id}/public`)).json()).toMatchObject({
      participantCount: 2,
      isFull: true,
    });
    const ended = await insertChallenge(t.db, { organizer: organizer, status: 'completed' });
    expect(await (await t.visitor().get(`/api/challenges/${ended.id}/public`)).json()).toMatchObject({
      status: 'completed',
    });
  });

  it('answers a malformed id, an unknown challenge and a template with 404', async () => {
    for (const id of ['nope', '0b8e6e1c-2f7e-4a53-9a41-7d2f0c1e9b11', await aTemplateId()]) {
      const response = await t.visitor().get(`/api/challenges/${id}/public`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(notFoundBody);
    }
  });
});
