import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChallengeDetail } from '#shared/challenges/challenges.types';
import type { CheckIn, RecordedCheckIn } from '#shared/check-ins/check-ins.types';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import {
  givenChallenge,
  givenPerson,
  type Person,
  TEST_TODAY,
  validChallengeInput,
} from '#server/testing/given';
import { checkInPath } from '#server/testing/fixtures/check-ins';
import { countStatements } from '#server/testing/http';

// Issue 27, decision 082: a challenge's daily goal may be an amount — a unit, a daily target, 'at least' or 'at
// most' — set on create; only its target changes on edit; a check-in records the day's amount, met when it reaches
// (or stays under) the target the day is measured against.

let t: TestApp;
let olga: Person;
beforeAll(async () => {
  t = await createTestApp();
  olga = await givenPerson(t, { name: 'Olga Organizer' });
});
afterAll(() => t.close());

const readPages = { unit: 'pages', target: 20, direction: 'at_least' } as const;
const screenTime = { unit: 'hours', target: 2, direction: 'at_most' } as const;

async function amountChallenge(amount: Record<string, unknown>, title = 'Read 20 pages') {
  return givenChallenge(olga.client, { title, challengeType: 'custom', goalConfig: { amount } as never });
}

async function record(challengeId: string, body: Record<string, unknown>) {
  return olga.client.post(checkInPath(challengeId), { date: TEST_TODAY, ...body });
}

describe('an amount goal', () => {
  it("is set on create and read back as the challenge's daily goal", async () => {
    const reading = await amountChallenge(readPages);
    expect(reading.dailyGoal).toEqual({ kind: 'amount', customUnit: null, ...readPages });
    const chapters = await amountChallenge(
      { unit: 'custom', customUnit: ' chapters ', target: 1, direction: 'at_least' },
      'A chapter a day',
    );
    expect(chapters.dailyGoal).toEqual({
      kind: 'amount',
      unit: 'custom',
      customUnit: 'chapters',
      target: 1,
      direction: 'at_least',
    });
  });

  it('leaves a met-or-missed challenge as it was, and a step challenge its steps', async () => {
    const plain = await givenChallenge(olga.client);
    expect(plain.dailyGoal).toEqual({ kind: 'yes_no' });
    const steps = await givenChallenge(olga.client, {
      challengeType: 'step_count',
      goalConfig: { target_steps: 8000, amount: screenTime } as never,
    });
    // a step challenge's goal is its steps: an amount sent with it is not its setting
    expect(steps.dailyGoal).toEqual({
      kind: 'amount',
      unit: 'steps',
      customUnit: null,
      target: 8000,
      direction: 'at_least',
    });
    expect(steps.goalConfig).not.toHaveProperty('amount');
  });

  it.each([
    [{ ...readPages, unit: 'parsecs' }, 'goalConfig.amount.unit', 'Please choose a unit.'],
    [
      { ...readPages, unit: 'custom' },
      'goalConfig.amount.customUnit',
      'Please name the unit in 24 characters or fewer, e.g. chapters.',
    ],
    [
      { ...readPages, target: 0 },
      'goalConfig.amount.target',
      'The daily target must be more than 0 and at most 2000.',
    ],
    [
      { ...readPages, target: 2001 },
      'goalConfig.amount.target',
      'The daily target must be more than 0 and at most 2000.',
    ],
    [{ ...readPages, target: 2.5 }, 'goalConfig.amount.target', 'Please use a whole number for this unit.'],
    [
      { ...screenTime, target: 1.255 },
      'goalConfig.amount.target',
      'Please use at most 2 decimals for this unit.',
    ],
    [{ ...readPages, target: '20' }, 'goalConfig.amount.target', 'The daily target must be a number.'],
    [
      { ...readPages, direction: 'around' },
      'goalConfig.amount.direction',
      'Please choose at least or at most.',
    ],
  ])('refuses %j on create with a message on its field', async (amount, field, message) => {
    const response = await olga.client.post(
      '/api/challenges',
      validChallengeInput({ challengeType: 'custom', goalConfig: { amount } as never }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { fields: { [field]: message } } });
  });

  it('changes its target on edit, never its unit or direction, and a met-or-missed goal stays one', async () => {
    const reading = await amountChallenge(readPages);
    const edited = await olga.client.patch(`/api/challenges/${reading.id}`, {
      goalConfig: { amount: { ...readPages, target: 30 } },
    });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as ChallengeDetail).dailyGoal).toMatchObject({ unit: 'pages', target: 30 });

    const locked = 'Only the daily target can change once a challenge is created, not its unit or direction.';
    for (const amount of [
      { ...readPages, unit: 'minutes' },
      { ...readPages, direction: 'at_most' },
    ]) {
      const response = await olga.client.patch(`/api/challenges/${reading.id}`, { goalConfig: { amount } });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { message: locked, fields: { goalConfig: locked } },
      });
    }
    const plain = await givenChallenge(olga.client, { challengeType: 'custom' });
    const response = await olga.client.patch(`/api/challenges/${plain.id}`, {
      goalConfig: { amount: readPages },
    });
    expect(response.status).toBe(400);
    expect(
      ((await (await olga.client.get(`/api/challenges/${plain.id}`)).json()) as ChallengeDetail).dailyGoal,
    ).toEqual({ kind: 'yes_no' });
  });
});

describe('a check-in of an amount', () => {
  it('is met at or above an "at least" target, with the amount and the target it was measured against', async () => {
    const reading = await amountChallenge(readPages);
    const response = await record(reading.id, { amount: 20 });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      met: true,
      amount: 20,
      amountTarget: 20,
      stepCount: null,
      targetSteps: null,
    });
    const yesterday = await record(reading.id, { date: '2026-03-09', amount: 19 });
    expect(await yesterday.json()).toMatchObject({ met: false, amount: 19 });
  });

  it('is met at or under an "at most" limit, and missed over it; decimals as the unit takes them', async () => {
    const screen = await amountChallenge(screenTime, 'Screen time under 2 h');
    const under = (await (await record(screen.id, { amount: 1.75 })).json()) as RecordedCheckIn;
    expect(under).toMatchObject({ met: true, amount: 1.75, amountTarget: 2 });
    const over = await record(screen.id, { date: '2026-03-09', amount: 3.5 });
    expect(await over.json()).toMatchObject({ met: false, amount: 3.5 });
    // typed again as the day's total: the day is missed once over the limit
    const edited = await olga.client.patch(`/api/check-ins/${under.id}`, { amount: 2.25 });
    expect(await edited.json()).toMatchObject({ met: false, amount: 2.25 });
  });

  it('keeps the target the day was measured against when the organizer changes it', async () => {
    const reading = await amountChallenge(readPages);
    expect((await record(reading.id, { amount: 25 })).status).toBe(201);
    await olga.client.patch(`/api/challenges/${reading.id}`, {
      goalConfig: { amount: { ...readPages, target: 30 } },
    });
    const [day] = ((await (await olga.client.get(checkInPath(reading.id))).json()) as { checkIns: CheckIn[] })
      .checkIns;
    expect(day).toMatchObject({ amount: 25, amountTarget: 20, met: true });
  });

  it.each([
    [{}, "Please enter the day's amount."],
    [{ amount: -1 }, 'The amount must be between 0 and 2000.'],
    [{ amount: 2001 }, 'The amount must be between 0 and 2000.'],
    [{ amount: 2.5 }, 'Please use a whole number for this unit.'],
    [{ amount: 'lots' }, 'The amount must be a number.'],
  ])('refuses %j with a message on the amount, and records nothing', async (body, message) => {
    const reading = await amountChallenge(readPages);
    const response = await record(reading.id, { met: true, ...body });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { message, fields: { amount: message } } });
    const list = (await (await olga.client.get(checkInPath(reading.id))).json()) as { checkIns: CheckIn[] };
    expect(list.checkIns).toEqual([]);
  });

  it("takes a step challenge's count as its amount too", async () => {
    const steps = await givenChallenge(olga.client, {
      challengeType: 'step_count',
      goalConfig: { target_steps: 8000 },
    });
    const response = await record(steps.id, { amount: 9000 });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      met: true,
      stepCount: 9000,
      targetSteps: 8000,
      percentage: 100,
      amount: 9000,
      amountTarget: 8000,
    });
  });
});

describe('the cost of an amount goal (issue 27: statement counts unchanged)', () => {
  it('runs as many statements for a dashboard and a check-in write as a met-or-missed challenge does', async () => {
    const costOf = async (goalConfig: Record<string, unknown>, answer: Record<string, unknown>) => {
      const person = await givenPerson(t);
      const challenge = await givenChallenge(person.client, {
        challengeType: 'custom',
        goalConfig: goalConfig as never,
      });
      const write = await countStatements(t.db, async () => {
        const response = await person.client.post(checkInPath(challenge.id), { date: TEST_TODAY, ...answer });
        expect(response.status).toBe(201);
      });
      const checkIn = (await (await person.client.get(checkInPath(challenge.id))).json()) as {
        checkIns: CheckIn[];
      };
      const change = await countStatements(t.db, async () => {
        const response = await person.client.patch(`/api/check-ins/${checkIn.checkIns[0]!.id}`, answer);
        expect(response.status).toBe(200);
      });
      // the templates are read once per process, by whichever dashboard comes first
      await person.client.get('/api/dashboard');
      const dashboard = await countStatements(t.db, () => person.client.get('/api/dashboard'));
      return { write, change, dashboard };
    };
    const metOrMissed = await costOf({}, { met: true });
    expect(await costOf({ amount: readPages }, { amount: 12 })).toEqual(metOrMissed);
    expect(await costOf({ amount: screenTime }, { amount: 2.5 })).toEqual(metOrMissed);
  });
});
