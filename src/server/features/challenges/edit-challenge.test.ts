import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChallengeDetail } from '#shared/challenges/challenges.types';
import { addDays } from '#shared/domain/calendar-date';
import { challenges } from '#server/db/schema/challenges';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenChallenge, givenJoined, givenPerson } from '#server/testing/given';
import { errorOf } from '#server/testing/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const storedRow = async (id: string) =>
  (await t.db.select().from(challenges).where(eq(challenges.id, id)))[0]!;

async function givenOwnChallenge(overrides: Parameters<typeof givenChallenge>[1] = {}) {
  const organizer = await givenPerson(t, { name: 'Olga' });
  const challenge = await givenChallenge(organizer.client, overrides);
  return { organizer, challenge, path: `/api/challenges/${challenge.id}` };
}

describe('editing a challenge', () => {
  it('changes only the fields sent, splitting the rules one per line', async () => {
    const { organizer, challenge, path } = await givenOwnChallenge();
    const response = await organizer.client.patch(path, {
      title: '  Sugar-Free Spring ',
      rules: 'No sweets\n\nNo soda  \n',
    });
    expect(response.status).toBe(200);
    const edited = (await response.json()) as ChallengeDetail;
    expect(edited).toMatchObject({
      title: 'Sugar-Free Spring',
      rules: ['No sweets', 'No soda'],
      description: challenge.description,
      startDate: challenge.startDate,
      endDate: challenge.endDate,
      challengeType: challenge.challengeType,
      goalConfig: challenge.goalConfig,
    });
    expect((await organizer.client.patch(path, {})).status).toBe(200);
    expect(await storedRow(challenge.id)).toMatchObject({
      title: 'Sugar-Free Spring',
      rules: ['No sweets', 'No soda'],
    });
  });

  it('refuses a participant and an outsider with the spec message, and an anonymous visitor', async () => {
    const { challenge, path } = await givenOwnChallenge();
    const { client: participant } = await givenPerson(t);
    await givenJoined(participant, challenge.id);
    const { client: outsider } = await givenPerson(t);
    for (const person of [participant, outsider]) {
      const response = await person.patch(path, { title: 'Taken over' });
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toMatchObject({
        message: 'You can only edit challenges that you created.',
      });
    }
    expect((await t.visitor().patch(path, { title: 'Taken over' })).status).toBe(401);
    expect((await storedRow(challenge.id)).title).toBe(challenge.title);
  });

  it('never changes the type, nor the participant limit', async () => {
    const { organizer, challenge, path } = await givenOwnChallenge({ challengeType: 'sugar_free' });
    for (const body of [
      { challengeType: 'exercise' },
      { maxParticipants: 3 },
      { organizerId: 'someone-else' },
    ]) {
      expect((await organizer.client.patch(path, body)).status).toBe(400);
    }
    expect(await storedRow(challenge.id)).toMatchObject({ challengeType: 'sugar_free', maxParticipants: 10 });
  });

  it.each([
    ['title', { title: 'A' }, 'Title must be at least 2 characters.'],
    ['description', { description: 'Too short' }, 'Description must be at least 10 characters.'],
    ['rules', { rules: 'Be good' }, 'Rules must be at least 10 characters.'],
    ['startDate', { startDate: '' }, 'Start date is required.'],
    ['endDate', { endDate: '2026-13-01' }, 'Please enter a valid date.'],
    ['endDate', { startDate: '2026-03-20', endDate: '2026-03-19' }, 'End date must be after start date.'],
    ['endDate', { startDate: '2026-03-20', endDate: '2026-03-20' }, 'End date must be after start date.'],
  ])('refuses a bad %s with the spec message (%j)', async (field, body, message) => {
    const { organizer, challenge, path } = await givenOwnChallenge({ status: 'upcoming' });
    const response = await organizer.client.patch(path, body);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ message, fields: { [field]: message } });
    expect(await storedRow(challenge.id)).toMatchObject({
      title: challenge.title,
      endDate: challenge.endDate,
    });
  });

  it('locks the start date of an active challenge, but accepts it sent unchanged with a new end date', async () => {
    const { organizer, challenge, path } = await givenOwnChallenge({ status: 'active' });
    const moved = await organizer.client.patch(path, { startDate: '2026-03-09' });
    expect(moved.status).toBe(400);
    expect(await errorOf(moved)).toEqual({
      code: 'BAD_REQUEST',
      message: 'Cannot change start date for active challenges',
      fields: { startDate: 'Cannot change start date for active challenges' },
    });
    const extended = await organizer.client.patch(path, {
      startDate: challenge.startDate,
      endDate: '2026-03-31',
    });
    expect(extended.status).toBe(200);
    expect(await extended.json()).toMatchObject({ startDate: challenge.startDate, endDate: '2026-03-31' });
  });

  it('recounts the leaderboard when the dates change: check-ins outside the new dates stop counting', async () => {
    const { organizer, challenge, path } = await givenOwnChallenge({ status: 'active' });
    const checkIn = (date: string) => organizer.client.post(`${path}/check-ins`, { date, met: true });
    expect((await checkIn(challenge.startDate)).status).toBe(201);
    expect((await checkIn(challenge.today)).status).toBe(201);
    const board = async () => (await (await organizer.client.get(`${path}/leaderboard`)).json()).entries[0];
    expect(await board()).toMatchObject({ sugarFreeDays: 2 });

    const response = await organizer.client.patch(path, { endDate: addDays(challenge.today, -1) });
    expect(response.status).toBe(200);
    expect(await board()).toMatchObject({ sugarFreeDays: 1 });
  });

  it('keeps the end date after the start date when only one of them is sent', async () => {
    const { organizer, challenge, path } = await givenOwnChallenge({
      startDate: '2026-03-07',
      endDate: '2026-03-20',
    });
    const response = await organizer.client.patch(path, { endDate: '2026-03-07' });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      message: 'End date must be after start date.',
      fields: { endDate: 'End date must be after start date.' },
    });
    expect((await storedRow(challenge.id)).endDate).toBe(challenge.endDate);
  });

  it('lets an upcoming challenge move its start, but not into the past nor past its end', async () => {
    const { organizer, path } = await givenOwnChallenge({ startDate: '2026-03-15', endDate: '2026-03-28' });
    const later = await organizer.client.patch(path, { startDate: '2026-03-16' });
    expect(later.status).toBe(200);
    const past = await organizer.client.patch(path, { startDate: '2026-03-09' });
    expect(past.status).toBe(400);
    expect(await errorOf(past)).toMatchObject({ message: 'Start date cannot be in the past.' });
    const afterEnd = await organizer.client.patch(path, { startDate: '2026-03-28' });
    expect(afterEnd.status).toBe(400);
    expect(await errorOf(afterEnd)).toMatchObject({ message: 'End date must be after start date.' });
    const today = await organizer.client.patch(path, { startDate: '2026-03-10' });
    expect(await today.json()).toMatchObject({ startDate: '2026-03-10', status: 'active' });
  });

  it('lets a completed challenge change its texts, but not its dates', async () => {
    const { organizer, challenge, path } = await givenOwnChallenge({ status: 'completed' });
    const texts = await organizer.client.patch(path, {
      title: 'What a fortnight',
      startDate: challenge.startDate,
      endDate: challenge.endDate,
    });
    expect(texts.status).toBe(200);
    for (const body of [{ endDate: '2026-03-31' }, { startDate: '2026-02-01' }]) {
      const response = await organizer.client.patch(path, body);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({
        message: 'Cannot change the dates of a completed challenge.',
      });
    }
    expect(await storedRow(challenge.id)).toMatchObject({
      title: 'What a fortnight',
      endDate: challenge.endDate,
    });
  });

  it("changes the type's own goal settings only", async () => {
    const { organizer, path } = await givenOwnChallenge({ challengeType: 'step_count' });
    const response = await organizer.client.patch(path, {
      goalConfig: { target_steps: 10000, bedtime: '21:00' },
    });
    expect(await response.json()).toMatchObject({
      goalConfig: { target_steps: 10000, label: 'Daily Steps' },
    });
    const tooLow = await organizer.client.patch(path, { goalConfig: { target_steps: 500 } });
    expect(tooLow.status).toBe(400);
    expect(await errorOf(tooLow)).toMatchObject({ message: 'Step target must be between 1000 and 50000.' });
  });

  it('answers a malformed id, an unknown challenge and a template with 404', async () => {
    const { client } = await givenPerson(t);
    const [template] = await t.db.select().from(challenges).where(isNull(challenges.organizerId));
    for (const id of ['nope', '0b8e6e1c-2f7e-4a53-9a41-7d2f0c1e9b11', template!.id]) {
      const response = await client.patch(`/api/challenges/${id}`, { title: 'Mine now' });
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toMatchObject({ message: 'Challenge not found' });
    }
    expect((await storedRow(template!.id)).title).not.toBe('Mine now');
  });

  it('answers a malformed body with 400', async () => {
    const { organizer, path } = await givenOwnChallenge();
    const response = await organizer.client.request('PATCH', path, '{"title":', {
      'content-type': 'application/json',
    });
    expect(response.status).toBe(400);
    expect((await organizer.client.patch(path, 'just a string')).status).toBe(400);
  });
});
