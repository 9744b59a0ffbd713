import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { challengeResultDeliveries } from '#server/db/schema/scheduling';
import {
  givenPerson,
  idOf,
  insertChallenge,
  insertPerson,
  type Person,
  type Someone,
} from '#server/testing/given';
import { givenCheckIn } from '#server/testing/fixtures/check-ins';
import { notificationsOf } from '#server/testing/fixtures/scheduler';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { deliverFinalResults } from './final-results';

// Final results against a real database. The default challenge ends 2026-03-14 (UTC): check-ins stay open
// through the 7-day grace period to 2026-03-21, so results are due from 2026-03-22 00:00 in its zone.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(new Date('2026-03-10T12:00:00Z')));

const tickAt = async (instant: string) => {
  t.clock.set(new Date(instant));
  return deliverFinalResults(t.db, t.clock.now());
};
const resultsOf = (someone: Someone) => notificationsOf(t.db, idOf(someone), 'result');

async function checkIns(person: Person, challengeId: string, dates: string[]) {
  for (const date of dates) await givenCheckIn(person.client, challengeId, { date });
}

describe('final results', () => {
  it('tell each participant their final rank once the grace period is over, once', async () => {
    const ada = await givenPerson(t, { name: 'Ada Ahead' });
    const bob = await givenPerson(t, { name: 'Bob Behind' });
    const cy = await givenPerson(t, { name: 'Cy Close' });
    const dan = await insertPerson(t.db, { name: 'Dan Dormant' });
    const challenge = await insertChallenge(t.db, {
      organizer: ada,
      participants: [bob, cy, dan],
      title: 'Spring Sugar Stop',
    });
    await checkIns(ada, challenge.id, ['2026-03-01', '2026-03-02', '2026-03-03']);
    await checkIns(bob, challenge.id, ['2026-03-01']);
    await checkIns(cy, challenge.id, ['2026-03-04', '2026-03-05']);

    expect(await tickAt('2026-03-21T23:59:59Z')).toBe(0);
    expect(await resultsOf(ada)).toEqual([]);

    expect(await tickAt('2026-03-22T00:00:00Z')).toBe(1);
    const result = (message: string) => ({
      title: 'Final results: Spring Sugar Stop',
      message,
      challengeId: challenge.id,
      read: false,
    });
    expect(await resultsOf(ada)).toEqual([result('You finished #1 of 3 in "Spring Sugar Stop".')]);
    expect(await resultsOf(cy)).toEqual([result('You finished #2 of 3 in "Spring Sugar Stop".')]);
    expect(await resultsOf(bob)).toEqual([result('You finished #3 of 3 in "Spring Sugar Stop".')]);
    expect(await resultsOf(dan)).toEqual([
      result('"Spring Sugar Stop" has ended. You had no check-ins, so you have no final rank.'),
    ]);

    // what the bell shows
    const bell = await ada.client.get('/api/notifications');
    expect(await bell.json()).toMatchObject({
      unreadCount: 1,
      notifications: [
        { type: 'result', title: 'Final results: Spring Sugar Stop', challengeId: challenge.id },
      ],
    });

    expect(await tickAt('2026-03-22T00:01:00Z')).toBe(0);
    expect(await tickAt('2026-03-25T09:00:00Z')).toBe(0);
    expect(await resultsOf(ada)).toHaveLength(1);
  });

  it('wait for the end of the grace period in the challenge’s own zone', async () => {
    const kiri = await insertPerson(t.db, { name: 'Kiri Early' });
    const pago = await insertPerson(t.db, { name: 'Pago Late' });
    const east = await insertChallenge(t.db, { organizer: kiri, timezone: 'Pacific/Kiritimati' }); // UTC+14
    const west = await insertChallenge(t.db, { organizer: pago, timezone: 'Pacific/Pago_Pago' }); // UTC−11

    await tickAt('2026-03-21T09:59:00Z'); // 23:59 on the 21st in Kiritimati
    expect(await resultsOf(kiri)).toEqual([]);
    await tickAt('2026-03-21T10:00:00Z'); // the 22nd has begun there
    expect(await resultsOf(kiri)).toMatchObject([{ challengeId: east.id }]);

    await tickAt('2026-03-22T10:59:00Z'); // still the 21st in Pago Pago
    expect(await resultsOf(pago)).toEqual([]);
    await tickAt('2026-03-22T11:00:00Z');
    expect(await resultsOf(pago)).toMatchObject([{ challengeId: west.id }]);
  });

  it('rank a template copy on its template’s board, where every copy is ranked', async () => {
    const solo = await givenPerson(t, { name: 'Solo Copier' });
    const rival = await givenPerson(t, { name: 'Rival Copier' });
    const template = await insertChallenge(t.db, { organizer: null, title: 'Fiber Boost' });
    const copyOf = (person: Person, endDate: string) =>
      insertChallenge(t.db, {
        organizer: person,
        templateId: template.id,
        title: 'Fiber Boost',
        startDate: '2026-03-01',
        endDate,
      });
    const soloCopy = await copyOf(solo, '2026-03-14');
    const rivalCopy = await copyOf(rival, '2026-03-20');
    await checkIns(solo, soloCopy.id, ['2026-03-01']);
    await checkIns(rival, rivalCopy.id, ['2026-03-01', '2026-03-02']);

    await tickAt('2026-03-22T08:00:00Z');
    expect(await resultsOf(solo)).toEqual([
      {
        title: 'Final results: Fiber Boost',
        message: 'You finished #2 of 2 in "Fiber Boost".',
        challengeId: soloCopy.id,
        read: false,
      },
    ]);
    // the rival's copy ends later, so its results come later; the template itself never has any
    expect(await resultsOf(rival)).toEqual([]);
    await tickAt('2026-03-28T08:00:00Z');
    expect(await resultsOf(rival)).toMatchObject([{ message: 'You finished #1 of 2 in "Fiber Boost".' }]);
    const templateClaims = await t.db
      .select()
      .from(challengeResultDeliveries)
      .where(eq(challengeResultDeliveries.challengeId, template.id));
    expect(templateClaims).toEqual([]);
  });

  it('work through a backlog a bounded batch at a time', async () => {
    const people = [];
    for (const name of ['Ann', 'Ben', 'Cat']) {
      const person = await insertPerson(t.db, { name: `${name} Backlog` });
      await insertChallenge(t.db, { organizer: person, startDate: '2026-04-01', endDate: '2026-04-14' });
      people.push(person);
    }
    t.clock.set(new Date('2026-04-25T12:00:00Z'));
    expect(await deliverFinalResults(t.db, t.clock.now(), 2)).toBe(2);
    expect(await deliverFinalResults(t.db, t.clock.now(), 2)).toBe(1);
    expect(await deliverFinalResults(t.db, t.clock.now(), 2)).toBe(0);
    for (const person of people) expect(await resultsOf(person)).toHaveLength(1);
  });

  it('are not announced for a challenge that ended long before (over 30 days past its grace period)', async () => {
    const old = await insertPerson(t.db, { name: 'Olga Old' });
    await insertChallenge(t.db, { organizer: old, startDate: '2026-01-01', endDate: '2026-01-14' });
    await tickAt('2026-03-10T12:00:00Z'); // grace ended 2026-01-21: 48 days ago
    expect(await resultsOf(old)).toEqual([]);
  });
});
