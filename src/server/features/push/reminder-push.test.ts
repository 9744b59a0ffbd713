import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PushPayload } from '#shared/push/push.schemas';
import type { RecordedCheckIn } from '#shared/check-ins/check-ins.types';
import { startPushServiceStandIn, type PushServiceStandIn } from '#server/testing/push-service-stand-in';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { createNotification } from '#server/features/notifications/notifications.service';
import { sendDueReminders } from '#server/scheduler/daily-reminders';
import { givenCheckIn, restPath } from '#server/testing/fixtures/check-ins';
import { givenPerson, insertChallenge } from '#server/testing/given';
import { fixedText } from '#server/testing/fixed-text';
import { deliverDuePushes } from './push-delivery';

// Issue 28, items 1 and 3: a reminder that names one challenge carries what the service worker needs to record the
// answer from the notification (src/client/service-worker/notification-actions.ts), in the reader's language; every
// push sets the app badge to the person's check-ins still open today. Challenges run 2026-03-01 to 2026-03-14;
// reminders are due from 20:00 local time.

let t: TestApp;
let pushService: PushServiceStandIn;
beforeAll(async () => {
  t = await createTestApp();
  pushService = await startPushServiceStandIn();
});
afterAll(async () => {
  await pushService.close();
  await t.close();
});
beforeEach(() => {
  t.clock.set(new Date('2026-03-10T12:00:00Z'));
  pushService.received.length = 0;
});

const deliver = () =>
  deliverDuePushes({ db: t.db, clock: t.clock, logger: t.logger, vapid: t.vapid, isProduction: false });

async function personWithPush(input: { timezone?: string; locale?: string } = {}) {
  const person = await givenPerson(t, input);
  const subscription = pushService.newSubscription();
  expect((await person.client.post('/api/push/subscriptions', subscription)).status).toBe(204);
  const device = new URL(subscription.endpoint).pathname;
  const pushes = () =>
    pushService.received.filter((push) => push.device === device).map((push) => push.payload as PushPayload);
  return { ...person, pushes };
}

/** The reminder job and the push worker at `instant`: the pushes that went out. */
async function remindAndPushAt(instant: string) {
  t.clock.set(new Date(instant));
  await sendDueReminders(t.db, t.clock.now());
  return deliver();
}

describe('a reminder push', () => {
  it('naming one met-or-missed challenge carries its answers, the day and the result texts', async () => {
    const person = await personWithPush({ timezone: 'Europe/Berlin' });
    const challenge = await insertChallenge(t.db, { organizer: person, title: 'Evening Walks' });

    await remindAndPushAt('2026-03-10T19:00:00Z'); // 20:00 in Berlin
    const [push] = person.pushes();
    expect(push).toMatchObject({
      title: 'Time to check in',
      url: `/dashboard?challenge=${challenge.id}`,
      openCheckIns: 1,
      checkIn: {
        challengeId: challenge.id,
        challengeTitle: 'Evening Walks',
        userId: person.user.id,
        date: '2026-03-10',
        goal: 'yes_no',
        locale: 'en',
        // Chromium shows two: met and missed come first, rest days are a small budget
        actions: [
          { action: 'met', title: 'Met goal' },
          { action: 'missed', title: 'Missed' },
          { action: 'rest', title: 'Rest day' },
        ],
        texts: {
          checkedIn: 'Checked in.',
          streak: { one: 'Checked in. {n}-day streak', other: 'Checked in. {n}-day streak' },
          missed: 'Missed goal recorded. Tomorrow is a fresh start.',
          rest: 'Rest day taken — your streak is safe',
          restOffline: 'No connection: your rest day was not saved. Please try again.',
          savedOnDevice: 'Saved on this device: it will be sent when you are back online',
          failed: 'Failed to record check-in. Please try again.',
        },
      },
    });
    expect(push!.checkIn!.texts.milestones['streak-7']).toBe('Checked in. Milestone: 7-day streak!');

    // what the worker then sends is accepted as it is: the day, the answer, a client id
    const answer = await person.client.post(`/api/challenges/${challenge.id}/check-ins`, {
      date: push!.checkIn!.date,
      met: true,
      clientId: crypto.randomUUID(),
    });
    expect(answer.status).toBe(201);
    expect(((await answer.json()) as RecordedCheckIn).currentStreak).toBe(1);
  });

  it('is written in the reader’s language, and keeps its day when quiet hours hold it past midnight', async () => {
    const person = await personWithPush({ timezone: 'UTC', locale: 'de' });
    await person.client.patch('/api/me/push-settings', { quietStart: '19:00', quietEnd: '07:00' });
    await insertChallenge(t.db, { organizer: person, title: 'Abendlauf' });

    await remindAndPushAt('2026-03-10T20:00:00Z');
    expect(person.pushes()).toEqual([]);
    t.clock.set(new Date('2026-03-11T07:00:00Z'));
    await deliver();
    const [push] = person.pushes();
    expect(push!.checkIn).toMatchObject({ date: '2026-03-10', locale: 'de' });
    expect(push!.checkIn!.actions[0]).toEqual({ action: 'met', title: 'Geschafft' });
    // the number left for the worker, in the German streak words
    expect(push!.checkIn!.texts.streak.other).toContain('{n}-Tage-Serie');
  });

  it('for an amount goal offers one action, which opens the app at the amount field', async () => {
    const person = await personWithPush();
    await insertChallenge(t.db, {
      organizer: person,
      title: 'Read 20 pages',
      challengeType: 'custom',
      goalConfig: { amount: { unit: 'pages', customUnit: null, target: 20, direction: 'at_least' } },
    });
    await remindAndPushAt('2026-03-10T20:00:00Z');
    const [push] = person.pushes();
    expect(push!.checkIn).toMatchObject({ goal: 'amount', actions: [{ action: 'log', title: 'Log…' }] });
  });

  it('naming no challenge (several waiting) carries no answers, and the badge counts them all', async () => {
    const person = await personWithPush();
    await insertChallenge(t.db, { organizer: person, title: 'One' });
    await insertChallenge(t.db, { organizer: person, title: 'Two' });
    await remindAndPushAt('2026-03-10T20:00:00Z');
    const [push] = person.pushes();
    expect(push).toMatchObject({ url: '/dashboard', openCheckIns: 2 });
    expect(push).not.toHaveProperty('checkIn');
  });
});

describe('any other push', () => {
  it('carries no answers, even about a challenge', async () => {
    const person = await personWithPush();
    const challenge = await insertChallenge(t.db, { organizer: person });
    await createNotification(t.db, {
      userId: person.user.id,
      type: 'result',
      title: fixedText('Final results'),
      message: fixedText('You finished #1 of 1'),
      challengeId: challenge.id,
    });
    await deliver();
    const [push] = person.pushes();
    expect(push).toMatchObject({ url: `/challenge/${challenge.id}#results`, openCheckIns: 1 });
    expect(push).not.toHaveProperty('checkIn');
  });
});

describe('the app badge a push sets', () => {
  it('counts the person’s challenges running today with no check-in nor rest day for today', async () => {
    const person = await personWithPush({ timezone: 'Asia/Tokyo' });
    const checkedIn = await insertChallenge(t.db, { organizer: person, title: 'Checked in' });
    const rested = await insertChallenge(t.db, { organizer: person, title: 'Rested' });
    await insertChallenge(t.db, { organizer: person, title: 'Open' });
    const yesterdayOnly = await insertChallenge(t.db, { organizer: person, title: 'Yesterday only' });
    // not counted: one that has ended, one not started, a template, someone else's they have not joined
    await insertChallenge(t.db, { organizer: person, status: 'completed' });
    await insertChallenge(t.db, { organizer: person, status: 'upcoming' });
    await insertChallenge(t.db, { organizer: null, participants: [person] });
    await insertChallenge(t.db, { organizer: await givenPerson(t).then((p) => p.user) });

    // 12:00 UTC is 21:00 on 10 March in Tokyo
    await givenCheckIn(person.client, checkedIn.id, { date: '2026-03-10' });
    expect((await person.client.post(restPath(rested.id), { date: '2026-03-10' })).status).toBe(201);
    await givenCheckIn(person.client, yesterdayOnly.id, { date: '2026-03-09' });

    await createNotification(t.db, {
      userId: person.user.id,
      title: fixedText('Hello'),
      message: fixedText('There'),
    });
    await deliver();
    expect(person.pushes().map((push) => push.openCheckIns)).toEqual([2]);
  });

  it("counts an 'at least' amount still under its target as open, as the reminder does; a met or 'at most' day not", async () => {
    const person = await personWithPush();
    const amountGoal = (direction: 'at_least' | 'at_most') => ({
      amount: { unit: 'pages', customUnit: null, target: 20, direction },
    });
    const underWay = await insertChallenge(t.db, {
      organizer: person,
      challengeType: 'custom',
      goalConfig: amountGoal('at_least'),
    });
    const reached = await insertChallenge(t.db, {
      organizer: person,
      challengeType: 'custom',
      goalConfig: amountGoal('at_least'),
    });
    const underLimit = await insertChallenge(t.db, {
      organizer: person,
      challengeType: 'custom',
      goalConfig: amountGoal('at_most'),
    });
    await givenCheckIn(person.client, underWay.id, { date: '2026-03-10', met: undefined, amount: 12 });
    await givenCheckIn(person.client, reached.id, { date: '2026-03-10', met: undefined, amount: 20 });
    await givenCheckIn(person.client, underLimit.id, { date: '2026-03-10', met: undefined, amount: 12 });

    await createNotification(t.db, {
      userId: person.user.id,
      title: fixedText('Hello'),
      message: fixedText('There'),
    });
    await deliver();
    expect(person.pushes().map((push) => push.openCheckIns)).toEqual([1]);
  });
});
