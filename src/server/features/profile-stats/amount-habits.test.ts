import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AmountGoal } from '#shared/challenges/daily-goal';
import type { ProfileStats } from '#shared/profile-stats/profile-stats.types';
import { countStatements } from '#server/testing/http';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPerson, insertChallenge, type Person } from '#server/testing/given';
import { checkInPath } from '#server/testing/fixtures/check-ins';

// Issue 27: the profile adds up the person's amount habits across their challenges, per unit (the same unit,
// custom word and direction): the total, the days on target, the challenges.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(new Date('2026-03-10T12:00:00Z')));

const pages: AmountGoal = { unit: 'pages', customUnit: null, target: 20, direction: 'at_least' };
const screenTime: AmountGoal = { unit: 'hours', customUnit: null, target: 2, direction: 'at_most' };
const chapters: AmountGoal = { unit: 'custom', customUnit: 'chapters', target: 1, direction: 'at_least' };

async function statsOf(person: Person) {
  const response = await person.client.get('/api/profile/stats');
  expect(response.status).toBe(200);
  return (await response.json()) as ProfileStats;
}

async function amounts(person: Person, challengeId: string, days: Record<string, number>) {
  for (const [date, amount] of Object.entries(days)) {
    const response = await person.client.post(checkInPath(challengeId), { date, amount });
    expect(response.status, await response.clone().text()).toBe(201);
  }
}

const amountChallenge = (organizer: Person, goal: AmountGoal, participants: Person[] = []) =>
  insertChallenge(t.db, { organizer, participants, challengeType: 'custom', goalConfig: { amount: goal } });

describe('the amount habits of GET /api/profile/stats', () => {
  it('adds up each unit across challenges: total, days on target, challenges', async () => {
    const me = await givenPerson(t, { name: 'Rae Reader' });
    const host = await givenPerson(t, { name: 'Hal Host' });
    const first = await amountChallenge(me, pages);
    const second = await amountChallenge(host, pages, [me]);
    const phone = await amountChallenge(me, screenTime);
    const book = await amountChallenge(me, chapters);
    await amountChallenge(me, pages); // no check-in: not counted
    await insertChallenge(t.db, { organizer: me }); // met or missed: not an amount
    await amounts(me, first.id, { '2026-03-01': 25, '2026-03-02': 12 });
    await amounts(me, second.id, { '2026-03-01': 30, '2026-03-03': 20 });
    await amounts(host, second.id, { '2026-03-01': 99 }); // someone else's
    await amounts(me, phone.id, { '2026-03-01': 1.5, '2026-03-02': 3 });
    await amounts(me, book.id, { '2026-03-01': 2 });
    expect(
      (await me.client.post(`/api/challenges/${book.id}/rest-days`, { date: '2026-03-02' })).status,
    ).toBe(201);

    expect((await statsOf(me)).amountHabits).toEqual([
      { unit: 'pages', customUnit: null, direction: 'at_least', total: 87, daysOnTarget: 3, challenges: 2 },
      // tied on challenges and days on target: by unit, whatever order the standings were read in
      {
        unit: 'custom',
        customUnit: 'chapters',
        direction: 'at_least',
        total: 2,
        daysOnTarget: 1,
        challenges: 1,
      },
      { unit: 'hours', customUnit: null, direction: 'at_most', total: 4.5, daysOnTarget: 1, challenges: 1 },
    ]);
  });

  it("counts a step challenge's steps, and shows nothing to someone without an amount", async () => {
    const walker = await givenPerson(t, { name: 'Wes Walker' });
    const steps = await insertChallenge(t.db, {
      organizer: walker,
      challengeType: 'step_count',
      goalConfig: { target_steps: 8000 },
    });
    await walker.client.post(checkInPath(steps.id), { date: '2026-03-01', stepCount: 9000 });
    await walker.client.post(checkInPath(steps.id), { date: '2026-03-02', stepCount: 4000 });
    expect((await statsOf(walker)).amountHabits).toEqual([
      {
        unit: 'steps',
        customUnit: null,
        direction: 'at_least',
        total: 13000,
        daysOnTarget: 1,
        challenges: 1,
      },
    ]);
    expect((await statsOf(await givenPerson(t, { name: 'Nia Newcomer' }))).amountHabits).toEqual([]);
  });

  it('costs no statement more, however many amount challenges', async () => {
    const plain = await givenPerson(t, { name: 'Pia Plain' });
    const keen = await givenPerson(t, { name: 'Kit Keen' });
    await insertChallenge(t.db, { organizer: plain });
    for (const goal of [pages, screenTime, chapters]) {
      const challenge = await amountChallenge(keen, goal);
      await amounts(keen, challenge.id, { '2026-03-01': 1 });
    }
    const statementsOf = (person: Person) =>
      countStatements(t.db, () => person.client.get('/api/profile/stats'));
    expect(await statementsOf(keen)).toBe(await statementsOf(plain));
  });
});
