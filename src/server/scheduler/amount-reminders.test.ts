import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ReminderForEmail } from '#server/features/reminder-emails/reminder-for-email';
import { givenChallenge, givenPerson, type Person, TEST_TODAY } from '#server/testing/given';
import { checkInPath, restPath } from '#server/testing/fixtures/check-ins';
import { notificationsOf } from '#server/testing/fixtures/scheduler';
import { countStatements } from '#server/testing/http';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { sendDueReminders } from './daily-reminders';

// Issue 27 (item 5), decision 082: the evening reminder of a challenge that counts an amount says how far today's
// amount has come ('3 of 8 glasses so far today'), or the goal when nothing is logged yet. An 'at least' amount under
// its target still waits for the person; an 'at most' amount logged under its limit does not (the day is met if it
// ends now). Reminders are due from 20:00 UTC; the test clock's day is 2026-03-10.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(new Date('2026-03-10T12:00:00Z')));

const glasses = { unit: 'glasses', target: 8, direction: 'at_least' } as const;
const screenTime = { unit: 'hours', target: 2, direction: 'at_most' } as const;

async function amountChallenge(person: Person, title: string, amount: Record<string, unknown>) {
  return givenChallenge(person.client, { title, challengeType: 'custom', goalConfig: { amount } as never });
}

async function record(person: Person, challengeId: string, body: Record<string, unknown>) {
  const response = await person.client.post(checkInPath(challengeId), { date: TEST_TODAY, ...body });
  expect(response.status).toBe(201);
}

async function eveningTick(options: Parameters<typeof sendDueReminders>[2] = {}) {
  t.clock.set(new Date('2026-03-10T20:30:00Z'));
  return sendDueReminders(t.db, t.clock.now(), options);
}

const remindersOf = (person: Person) => notificationsOf(t.db, person.user.id, 'reminder');

describe('the reminder of a challenge that counts an amount', () => {
  it('says the goal when nothing is logged yet, in either direction', async () => {
    const wanda = await givenPerson(t, { name: 'Wanda Water' });
    const water = await amountChallenge(wanda, 'Drink 8 glasses', glasses);
    const sam = await givenPerson(t, { name: 'Sam Screen' });
    const screen = await amountChallenge(sam, 'Screen time under 2 h', screenTime);

    await eveningTick();
    expect(await remindersOf(wanda)).toEqual([
      {
        title: 'Time to check in',
        message: 'You haven\'t checked in today for "Drink 8 glasses". Your goal: At least 8 glasses a day.',
        challengeId: water.id,
        read: false,
      },
    ]);
    // an 'at most' day left empty is no success: the reminder asks for today's amount
    expect(await remindersOf(sam)).toMatchObject([
      {
        message:
          'You haven\'t checked in today for "Screen time under 2 h". Your goal: At most 2 hours a day.',
        challengeId: screen.id,
      },
    ]);
  });

  it('says how far an "at least" amount has come while it is under its target, and nothing once it is met', async () => {
    const wanda = await givenPerson(t, { name: 'Wanda Halfway' });
    const water = await amountChallenge(wanda, 'Drink 8 glasses', glasses);
    await record(wanda, water.id, { amount: 3 });
    const mia = await givenPerson(t, { name: 'Mia Met' });
    const hers = await amountChallenge(mia, 'Drink 8 glasses', glasses);
    await record(mia, hers.id, { amount: 8 });

    await eveningTick();
    expect(await remindersOf(wanda)).toEqual([
      {
        title: 'Time to check in',
        message: '"Drink 8 glasses": 3 of 8 glasses so far today.',
        challengeId: water.id,
        read: false,
      },
    ]);
    expect(await remindersOf(mia)).toEqual([]);
  });

  it('measures today against the target the day was recorded with, as the day keeps it', async () => {
    const rita = await givenPerson(t, { name: 'Rita Reader' });
    const reading = await amountChallenge(rita, 'Read 20 pages', {
      unit: 'pages',
      target: 20,
      direction: 'at_least',
    });
    await record(rita, reading.id, { amount: 12 });
    const edited = await rita.client.patch(`/api/challenges/${reading.id}`, {
      goalConfig: { amount: { unit: 'pages', target: 30, direction: 'at_least' } },
    });
    expect(edited.status).toBe(200);

    await eveningTick();
    expect(await remindersOf(rita)).toMatchObject([
      { message: '"Read 20 pages": 12 of 20 pages so far today.' },
    ]);
  });

  it('is not sent for an "at most" amount logged under or over its limit, nor for a rest day', async () => {
    const under = await givenPerson(t, { name: 'Una Under' });
    const over = await givenPerson(t, { name: 'Otto Over' });
    const resting = await givenPerson(t, { name: 'Rosa Rest' });
    for (const [person, amount] of [
      [under, 1.5],
      [over, 3],
    ] as const) {
      const screen = await amountChallenge(person, 'Screen time under 2 h', screenTime);
      await record(person, screen.id, { amount });
    }
    const water = await amountChallenge(resting, 'Drink 8 glasses', glasses);
    expect((await resting.client.post(restPath(water.id), { date: TEST_TODAY })).status).toBe(201);

    await eveningTick();
    for (const person of [under, over, resting]) expect(await remindersOf(person)).toEqual([]);
  });

  it('counts an amount under way among several waiting challenges, without saying none is checked in', async () => {
    const bea = await givenPerson(t, { name: 'Bea Busy' });
    const water = await amountChallenge(bea, 'Drink 8 glasses', glasses);
    await record(bea, water.id, { amount: 5 });
    await givenChallenge(bea.client, { title: 'No Sugar' });
    const screen = await amountChallenge(bea, 'Screen time under 2 h', screenTime);
    await record(bea, screen.id, { amount: 1 });

    await eveningTick();
    expect(await remindersOf(bea)).toEqual([
      {
        title: 'Time to check in',
        message: '2 challenges are still waiting for you today.',
        challengeId: null,
        read: false,
      },
    ]);
  });

  it('leaves met-or-missed and step challenges as they were: no goal named, a step day under target not reminded', async () => {
    const paul = await givenPerson(t, { name: 'Paul Plain' });
    await givenChallenge(paul.client, { title: 'No Sugar' });
    const walker = await givenPerson(t, { name: 'Walt Walker' });
    await givenChallenge(walker.client, {
      title: 'Walk',
      challengeType: 'step_count',
      goalConfig: { target_steps: 8000 },
    });
    const stepper = await givenPerson(t, { name: 'Stef Steps' });
    const steps = await givenChallenge(stepper.client, {
      title: 'Walk',
      challengeType: 'step_count',
      goalConfig: { target_steps: 8000 },
    });
    await record(stepper, steps.id, { stepCount: 3000 });

    await eveningTick();
    expect(await remindersOf(paul)).toMatchObject([
      { message: 'You haven\'t checked in today for "No Sugar".' },
    ]);
    expect(await remindersOf(walker)).toMatchObject([
      { message: 'You haven\'t checked in today for "Walk".' },
    ]);
    expect(await remindersOf(stepper)).toEqual([]);
  });

  it('hands the same words to the e-mail', async () => {
    const ella = await givenPerson(t, { name: 'Ella Email' });
    expect((await ella.client.patch('/api/me', { reminderEmailEnabled: true })).status).toBe(200);
    const water = await amountChallenge(ella, 'Drink 8 glasses', glasses);
    await record(ella, water.id, { amount: 3 });

    const forEmail: ReminderForEmail[] = [];
    await eveningTick({ onRemindersForEmail: (reminders) => forEmail.push(...reminders) });
    expect(forEmail.filter((reminder) => reminder.userId === ella.user.id)).toEqual([
      {
        userId: ella.user.id,
        email: expect.any(String),
        locale: 'en',
        title: 'Time to check in',
        message: '"Drink 8 glasses": 3 of 8 glasses so far today.',
        challengeId: water.id,
        localDate: '2026-03-10',
        // every challenge still waiting, for the e-mail's one-tap answers: a day under way takes no rest day
        waiting: [
          {
            challengeId: water.id,
            title: 'Drink 8 glasses',
            dailyGoal: { kind: 'amount', ...glasses, customUnit: null },
            mayRest: false,
          },
        ],
      },
    ]);
  });

  it('costs two statements a batch, however many people and amounts are due', async () => {
    const first = await givenPerson(t, { name: 'Fay First' });
    await amountChallenge(first, 'Drink 8 glasses', glasses);
    const one = await countStatements(t.db, () => eveningTick());
    expect(one).toBe(2);

    t.clock.set(new Date('2026-03-10T12:00:00Z'));
    for (const name of ['Gil', 'Hal', 'Ivy', 'Jo', 'Kit']) {
      const person = await givenPerson(t, { name: `${name} Many` });
      const water = await amountChallenge(person, 'Drink 8 glasses', glasses);
      await record(person, water.id, { amount: 2 });
      await amountChallenge(person, 'Screen time under 2 h', screenTime);
      await givenChallenge(person.client, { title: 'No Sugar' });
    }
    expect(await countStatements(t.db, () => eveningTick())).toBe(one);
    // nobody left: one statement finds that out
    expect(await countStatements(t.db, () => eveningTick())).toBe(1);
  });
});
