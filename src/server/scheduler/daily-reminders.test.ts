import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/auth';
import { givenPerson, insertChallenge, insertPerson } from '#server/testing/given';
import { checkInPath } from '#server/testing/fixtures/check-ins';
import { notificationsOf, reminderDatesOf, setReminderSettings } from '#server/testing/fixtures/scheduler';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { sendDueReminders } from './daily-reminders';

// The daily reminder job against a real database, with the test clock moved by hand. Challenges run
// 2026-03-01 to 2026-03-14 unless a test says otherwise; reminders are due from 20:00 (the default hour).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(new Date('2026-03-10T12:00:00Z')));

const tickAt = async (instant: string) => {
  t.clock.set(new Date(instant));
  return sendDueReminders(t.db, t.clock.now());
};
const remindersOf = (userId: string) => notificationsOf(t.db, userId, 'reminder');

describe('the daily check-in reminder', () => {
  it('comes at the reminder hour of each person’s own zone, not before', async () => {
    const tokyo = await insertPerson(t.db, { name: 'Toki Tokyo', timezone: 'Asia/Tokyo' });
    const angeles = await insertPerson(t.db, { name: 'Lou Angeles', timezone: 'America/Los_Angeles' });
    const challenge = await insertChallenge(t.db, { organizer: tokyo, participants: [angeles] });

    await tickAt('2026-03-10T10:59:00Z'); // 19:59 in Tokyo, 03:59 in Los Angeles
    expect(await remindersOf(tokyo.id)).toEqual([]);

    await tickAt('2026-03-10T11:00:00Z'); // 20:00 in Tokyo
    expect(await remindersOf(tokyo.id)).toEqual([
      {
        title: 'Time to check in',
        message: 'You haven\'t checked in today for "No Sugar Sprint".',
        challengeId: challenge.id,
        read: false,
      },
    ]);
    expect(await reminderDatesOf(t.db, tokyo.id)).toEqual(['2026-03-10']);
    expect(await remindersOf(angeles.id)).toEqual([]);

    // 19:59 on 10 March in Los Angeles (already daylight-saving time: UTC−7), then 20:00
    await tickAt('2026-03-11T02:59:00Z');
    expect(await remindersOf(angeles.id)).toEqual([]);
    await tickAt('2026-03-11T03:00:00Z');
    expect(await reminderDatesOf(t.db, angeles.id)).toEqual(['2026-03-10']);
    // it is midday of 11 March in Tokyo: nothing new there
    expect(await reminderDatesOf(t.db, tokyo.id)).toEqual(['2026-03-10']);
  });

  it('is not sent to someone who has checked in today, but is after only yesterday’s check-in', async () => {
    const done = await givenPerson(t, { name: 'Dee Done' });
    const yesterdayOnly = await givenPerson(t, { name: 'Yuri Yesterday' });
    const challenge = await insertChallenge(t.db, { organizer: done, participants: [yesterdayOnly] });
    for (const [person, date] of [
      [done, '2026-03-10'],
      [yesterdayOnly, '2026-03-09'],
    ] as const) {
      const response = await person.client.post(checkInPath(challenge.id), { date, met: true });
      expect(response.status).toBe(201);
    }

    await tickAt('2026-03-10T21:00:00Z');
    expect(await remindersOf(done.user.id)).toEqual([]);
    expect(await remindersOf(yesterdayOnly.user.id)).toHaveLength(1);
  });

  it('follows the person’s settings: off means none, and their own hour', async () => {
    const off = await insertPerson(t.db, { name: 'Otto Off' });
    const early = await insertPerson(t.db, { name: 'Erin Early' });
    await insertChallenge(t.db, { organizer: off, participants: [early] });
    await setReminderSettings(t.db, off.id, { remindersEnabled: false });
    await setReminderSettings(t.db, early.id, { reminderHour: 7 });

    await tickAt('2026-03-10T06:59:00Z');
    expect(await remindersOf(early.id)).toEqual([]);
    await tickAt('2026-03-10T07:00:00Z');
    expect(await remindersOf(early.id)).toHaveLength(1);
    await tickAt('2026-03-10T23:59:00Z');
    expect(await remindersOf(off.id)).toEqual([]);
    expect(await reminderDatesOf(t.db, off.id)).toEqual([]);
  });

  it('is only about challenges running today: not upcoming, ended or template ones', async () => {
    const person = await insertPerson(t.db, { name: 'Una Unbusy' });
    await insertChallenge(t.db, { organizer: person, startDate: '2026-03-11', endDate: '2026-03-24' });
    await insertChallenge(t.db, { organizer: person, startDate: '2026-02-20', endDate: '2026-03-09' });
    await insertChallenge(t.db, { organizer: null, participants: [person] });

    await tickAt('2026-03-10T21:00:00Z');
    expect(await remindersOf(person.id)).toEqual([]);

    // the first day and the last day of a challenge count
    await tickAt('2026-03-11T21:00:00Z');
    expect(await reminderDatesOf(t.db, person.id)).toEqual(['2026-03-11']);
    const lastDay = await insertPerson(t.db, { name: 'Lara Last' });
    await insertChallenge(t.db, { organizer: lastDay, startDate: '2026-02-26', endDate: '2026-03-11' });
    await tickAt('2026-03-11T21:30:00Z');
    expect(await reminderDatesOf(t.db, lastDay.id)).toEqual(['2026-03-11']);
  });

  it('sends one reminder for several challenges, naming how many wait', async () => {
    const busy = await givenPerson(t, { name: 'Bea Busy' });
    await insertChallenge(t.db, { organizer: busy, title: 'Early to Bed' });
    await insertChallenge(t.db, { organizer: busy, title: 'Fiber Boost' });
    const third = await insertChallenge(t.db, { organizer: busy, title: 'Move Every Day' });
    await busy.client.post(checkInPath(third.id), { date: '2026-03-10', met: true });

    await tickAt('2026-03-10T20:30:00Z');
    expect(await remindersOf(busy.user.id)).toEqual([
      {
        title: 'Time to check in',
        message: "You haven't checked in today for 2 challenges.",
        challengeId: null,
        read: false,
      },
    ]);
  });

  it('comes once a day however often the job runs, and again the next day', async () => {
    const daily = await insertPerson(t.db, { name: 'Dan Daily' });
    await insertChallenge(t.db, { organizer: daily });

    for (const instant of ['2026-03-10T20:00:00Z', '2026-03-10T20:01:00Z', '2026-03-10T23:59:59Z']) {
      await tickAt(instant);
    }
    expect(await remindersOf(daily.id)).toHaveLength(1);
    await tickAt('2026-03-11T19:59:00Z');
    expect(await remindersOf(daily.id)).toHaveLength(1);
    await tickAt('2026-03-11T20:00:00Z');
    await tickAt('2026-03-11T22:00:00Z');
    expect(await remindersOf(daily.id)).toHaveLength(2);
    expect(await reminderDatesOf(t.db, daily.id)).toEqual(['2026-03-10', '2026-03-11']);
  });

  it('still reminds everyone else when someone’s zone is unknown to the database', async () => {
    const stranger = await insertPerson(t.db, { name: 'Sam Stranger' });
    const neighbour = await insertPerson(t.db, { name: 'Nell Neighbour' });
    await insertChallenge(t.db, { organizer: stranger, participants: [neighbour] });
    await t.db.update(users).set({ timezone: 'Mars/Olympus_Mons' }).where(eq(users.id, stranger.id));

    await tickAt('2026-03-10T21:00:00Z');
    expect(await remindersOf(neighbour.id)).toHaveLength(1);
    expect(await remindersOf(stranger.id)).toEqual([]);
  });

  it('claims in batches without sending anyone two', async () => {
    const people = [];
    for (const name of ['Al', 'Bo', 'Cy', 'Di', 'Ed'])
      people.push(await insertPerson(t.db, { name: `${name} Batch` }));
    await insertChallenge(t.db, { organizer: people[0]!, participants: people.slice(1) });

    t.clock.set(new Date('2026-03-12T21:00:00Z'));
    const sent = await sendDueReminders(t.db, t.clock.now(), { batchSize: 2 });
    expect(sent).toBeGreaterThanOrEqual(5);
    for (const person of people) expect(await reminderDatesOf(t.db, person.id)).toEqual(['2026-03-12']);
    expect(await sendDueReminders(t.db, t.clock.now(), { batchSize: 2 })).toBe(0);
  });
});
