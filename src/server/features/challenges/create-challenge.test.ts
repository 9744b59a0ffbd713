import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChallengeDetail } from '#shared/challenges/challenges.types';
import { rateLimits } from '#server/db/schema/auth';
import { challengeParticipants } from '#server/db/schema/challenges';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenChallenge, givenPerson, TEST_TODAY, validChallengeInput } from '#server/testing/given';
import { challengesOrganizedBy } from '#server/testing/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('creating a challenge', () => {
  it('refuses an anonymous visitor', async () => {
    const response = await t.visitor().post('/api/challenges', validChallengeInput());
    expect(response.status).toBe(401);
  });

  it("makes the organizer a participant and keeps the organizer's timezone, the rules one per line", async () => {
    const { client, user } = await givenPerson(t, { name: 'Olga Organizer', timezone: 'Europe/Berlin' });
    const response = await client.post(
      '/api/challenges',
      validChallengeInput({
        title: '  No Sugar Fortnight ',
        rules:
          'No added sugar in any form\n\n  Natural sugars in whole fruits are allowed  \nCheck in daily\n',
        startDate: '2026-03-08',
        endDate: '2026-03-21',
      }),
    );
    expect(response.status).toBe(201);
    const detail = (await response.json()) as ChallengeDetail;
    expect(detail).toMatchObject({
      title: 'No Sugar Fortnight',
      challengeType: 'sugar_free',
      startDate: '2026-03-08',
      endDate: '2026-03-21',
      status: 'active',
      today: TEST_TODAY,
      timezone: 'Europe/Berlin',
      rules: ['No added sugar in any form', 'Natural sugars in whole fruits are allowed', 'Check in daily'],
      goalConfig: { type: 'sugar_free', label: 'Sugar-Free Day' },
      maxParticipants: 10,
      templateId: null,
      organizer: { id: user.id, name: 'Olga Organizer', avatar: null },
      participantCount: 1,
      participants: [{ id: user.id, name: 'Olga Organizer', avatar: null }],
      progress: { daysPassed: 3, totalDays: 14, daysRemaining: 11 },
      viewer: { isOrganizer: true, isParticipant: true, today: TEST_TODAY, canCheckIn: true },
      isCheckInLocked: false,
    });
    const participantRows = await t.db
      .select()
      .from(challengeParticipants)
      .where(eq(challengeParticipants.challengeId, detail.id));
    expect(participantRows.map((row) => row.userId)).toEqual([user.id]);
  });

  it('defaults the type to custom and maxParticipants to 10', async () => {
    const { client } = await givenPerson(t);
    const { challengeType: _type, maxParticipants: _max, ...input } = validChallengeInput();
    const response = await client.post('/api/challenges', input);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      challengeType: 'custom',
      maxParticipants: 10,
      goalConfig: {},
    });
  });

  it('configures the goal by type: default step target and bedtime, chosen ones kept, custom empty', async () => {
    const { client } = await givenPerson(t);
    const steps = await givenChallenge(client, { challengeType: 'step_count' });
    expect(steps.goalConfig).toEqual({ target_steps: 30000, label: 'Daily Steps' });
    const chosenSteps = await givenChallenge(client, {
      challengeType: 'step_count',
      goalConfig: { target_steps: 12500 },
    });
    expect(chosenSteps.goalConfig).toEqual({ target_steps: 12500, label: 'Daily Steps' });
    const sleep = await givenChallenge(client, { challengeType: 'sleep_early' });
    expect(sleep.goalConfig).toEqual({ bedtime: '22:30' });
    const lateSleep = await givenChallenge(client, {
      challengeType: 'sleep_early',
      goalConfig: { bedtime: '23:15' },
    });
    expect(lateSleep.goalConfig).toEqual({ bedtime: '23:15' });
    const custom = await givenChallenge(client, {
      challengeType: 'custom',
      goalConfig: { target_steps: 5000 },
    });
    expect(custom.goalConfig).toEqual({});
  });

  it.each([
    ['title', { title: 'A' }, 'Title must be at least 2 characters.'],
    ['title', { title: '  A   ' }, 'Title must be at least 2 characters.'],
    ['description', { description: 'Too short' }, 'Description must be at least 10 characters.'],
    ['startDate', { startDate: '' }, 'Start date is required.'],
    ['startDate', { startDate: undefined }, 'Start date is required.'],
    ['endDate', { endDate: '' }, 'End date is required.'],
    ['endDate', { endDate: undefined }, 'End date is required.'],
    ['rules', { rules: 'Be good' }, 'Rules must be at least 10 characters.'],
    ['maxParticipants', { maxParticipants: 0 }, 'Maximum participants must be between 1 and 10.'],
    ['maxParticipants', { maxParticipants: 11 }, 'Maximum participants must be between 1 and 10.'],
    ['maxParticipants', { maxParticipants: 2.5 }, 'Maximum participants must be between 1 and 10.'],
    ['maxParticipants', { maxParticipants: 'many' }, 'Maximum participants must be between 1 and 10.'],
    ['endDate', { startDate: '2026-03-10', endDate: '2026-03-10' }, 'End date must be after start date.'],
    ['endDate', { startDate: '2026-03-10', endDate: '2026-03-01' }, 'End date must be after start date.'],
    ['startDate', { startDate: '2026-02-30' }, 'Please enter a valid date.'],
    ['endDate', { endDate: '10/03/2026' }, 'Please enter a valid date.'],
    [
      'goalConfig.target_steps',
      { challengeType: 'step_count', goalConfig: { target_steps: 999 } },
      'Step target must be between 1000 and 50000.',
    ],
    [
      'goalConfig.target_steps',
      { challengeType: 'step_count', goalConfig: { target_steps: 10250 } },
      'Step target must be a multiple of 500.',
    ],
    [
      'goalConfig.bedtime',
      { challengeType: 'sleep_early', goalConfig: { bedtime: '25:00' } },
      'Please enter a time like 22:30.',
    ],
  ])('refuses a bad %s with the spec message and writes nothing (%j)', async (field, overrides, message) => {
    const { client, user } = await givenPerson(t);
    const response = await client.post('/api/challenges', { ...validChallengeInput(), ...overrides });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { message, fields: { [field]: message } } });
    expect(await challengesOrganizedBy(t.db, user.id)).toEqual([]);
  });

  it('refuses an unknown type, a goal setting it does not know and a malformed body', async () => {
    const { client, user } = await givenPerson(t);
    const unknownType = await client.post(
      '/api/challenges',
      validChallengeInput({ challengeType: 'chess' as 'custom' }),
    );
    expect(unknownType.status).toBe(400);
    const unknownSetting = await client.post('/api/challenges', {
      ...validChallengeInput(),
      goalConfig: { calories: 2000 },
    });
    expect(unknownSetting.status).toBe(400);
    const malformed = await client.request('POST', '/api/challenges', '{"title": ', {
      'content-type': 'application/json',
    });
    expect(malformed.status).toBe(400);
    const notAnObject = await client.post('/api/challenges', [1, 2, 3]);
    expect(notAnObject.status).toBe(400);
    expect(await challengesOrganizedBy(t.db, user.id)).toEqual([]);
  });
});

describe('limits', () => {
  it('limits creation per person, not per address', async () => {
    const { client: busy, user } = await givenPerson(t);
    await givenChallenge(busy);
    // as if this person had already created the hour's allowance (30, times the tests' RATE_LIMIT_SCALE)
    const allowance = 30 * t.env.RATE_LIMIT_SCALE;
    await t.db
      .update(rateLimits)
      .set({ count: allowance })
      .where(eq(rateLimits.key, `app:challenge-create:${user.id}`));
    const refused = await busy.post('/api/challenges', validChallengeInput());
    expect(refused.status).toBe(429);
    expect(await challengesOrganizedBy(t.db, user.id)).toHaveLength(1);
    const { client: other } = await givenPerson(t);
    expect((await other.post('/api/challenges', validChallengeInput())).status).toBe(201);
    t.clock.advanceDays(1);
    try {
      expect((await busy.post('/api/challenges', validChallengeInput())).status).toBe(201);
    } finally {
      t.clock.advanceDays(-1);
    }
  });
});
