import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AmountGoal } from '#shared/challenges/daily-goal';
import type { AmountDays } from '#shared/leaderboards/amount-days.types';
import { challengeParticipants } from '#server/db/schema/challenges';
import { countStatements, errorOf } from '#server/testing/http';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPerson, insertChallenge, type Person } from '#server/testing/given';
import { checkInPath } from '#server/testing/fixtures/check-ins';

// Issue 27: the chart of each person's days of an amount goal against its target — every day of the challenge with
// its amount or nothing, its rest day, the target it is measured against — for whoever may read the board.

let t: TestApp;
let ada: Person;
let bob: Person;
let eve: Person;
beforeAll(async () => {
  t = await createTestApp();
  ada = await givenPerson(t, { name: 'Ada Active' });
  bob = await givenPerson(t, { name: 'Bob Busy' });
  eve = await givenPerson(t, { name: 'Eve Elsewhere' });
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(new Date('2026-03-10T12:00:00Z')));

const readPages: AmountGoal = { unit: 'pages', customUnit: null, target: 20, direction: 'at_least' };

async function amounts(person: Person, challengeId: string, days: Record<string, number>) {
  for (const [date, amount] of Object.entries(days)) {
    const response = await person.client.post(checkInPath(challengeId), { date, amount });
    expect(response.status, await response.clone().text()).toBe(201);
  }
}

async function daysOf(person: Person, challengeId: string) {
  const response = await person.client.get(`/api/challenges/${challengeId}/amount-days`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as AmountDays;
}

const reading = (participants: Person[] = [bob]) =>
  insertChallenge(t.db, {
    organizer: ada,
    participants,
    challengeType: 'custom',
    goalConfig: { amount: readPages },
    startDate: '2026-03-01',
    endDate: '2026-03-14',
  });

describe('GET /api/challenges/:id/amount-days', () => {
  it('answers every day of every participant: the amount or nothing, the rest days, the target kept', async () => {
    const challenge = await reading();
    await amounts(ada, challenge.id, { '2026-03-01': 25, '2026-03-02': 12 });
    expect(
      (await ada.client.post(`/api/challenges/${challenge.id}/rest-days`, { date: '2026-03-03' })).status,
    ).toBe(201);
    // the organizer raises the target: a day checked in before keeps the 20 it was measured against
    const raised = await ada.client.patch(`/api/challenges/${challenge.id}`, {
      goalConfig: { amount: { ...readPages, target: 30 } },
    });
    expect(raised.status, await raised.clone().text()).toBe(200);
    await amounts(bob, challenge.id, { '2026-03-04': 30 });

    const answer = await daysOf(bob, challenge.id);
    expect(answer.today).toBe('2026-03-10');
    expect(answer.goal).toEqual({ ...readPages, target: 30 });
    // in the order they joined, as the participants tab lists them (here together: by their rows' ids)
    expect(answer.people.map((p) => p.name).sort()).toEqual(['Ada Active', 'Bob Busy']);
    const adaDays = answer.people.find((p) => p.userId === ada.user.id);
    const bobDays = answer.people.find((p) => p.userId === bob.user.id);
    expect(adaDays!.days).toHaveLength(14);
    expect(adaDays!.days.slice(0, 5)).toEqual([
      { date: '2026-03-01', amount: 25, rest: false, target: 20, met: true, synced: false },
      { date: '2026-03-02', amount: 12, rest: false, target: 20, met: false, synced: false },
      { date: '2026-03-03', amount: null, rest: true, target: 30, met: null, synced: false },
      { date: '2026-03-04', amount: null, rest: false, target: 30, met: null, synced: false },
      { date: '2026-03-05', amount: null, rest: false, target: 30, met: null, synced: false },
    ]);
    expect(adaDays!.days.at(-1)!.date).toBe('2026-03-14');
    expect([adaDays!.countedFrom, bobDays!.countedFrom]).toEqual(['2026-03-01', '2026-03-01']);
    expect(bobDays!.days.filter((day) => day.amount !== null)).toEqual([
      { date: '2026-03-04', amount: 30, rest: false, target: 30, met: true, synced: false },
    ]);
  });

  it("counts a late joiner's days from the day they joined, or an earlier check-in's day (decision 039)", async () => {
    const challenge = await insertChallenge(t.db, {
      organizer: ada,
      challengeType: 'custom',
      goalConfig: { amount: readPages },
    });
    await t.db.insert(challengeParticipants).values([
      { challengeId: challenge.id, userId: bob.user.id, joinedAt: new Date('2026-03-06T09:00:00Z') },
      { challengeId: challenge.id, userId: eve.user.id, joinedAt: new Date('2026-03-06T09:00:00Z') },
    ]);
    await amounts(eve, challenge.id, { '2026-03-04': 20 });
    const answer = await daysOf(ada, challenge.id);
    const countedFrom = (person: Person) =>
      answer.people.find((p) => p.userId === person.user.id)!.countedFrom;
    expect([countedFrom(ada), countedFrom(bob), countedFrom(eve)]).toEqual([
      '2026-03-01',
      '2026-03-06',
      '2026-03-04',
    ]);
  });

  it("shows a template's copy with its one person only, not the other copies of the board", async () => {
    const template = await insertChallenge(t.db, {
      organizer: null,
      challengeType: 'custom',
      goalConfig: { amount: readPages },
    });
    const copy = (owner: Person) =>
      insertChallenge(t.db, {
        organizer: owner,
        challengeType: 'custom',
        goalConfig: { amount: readPages },
        templateId: template.id,
      });
    const adas = await copy(ada);
    const bobs = await copy(bob);
    await amounts(ada, adas.id, { '2026-03-01': 20 });
    await amounts(bob, bobs.id, { '2026-03-01': 40 });

    const answer = await daysOf(ada, adas.id);
    expect(answer.people.map((p) => [p.name, p.days[0]!.amount])).toEqual([['Ada Active', 20]]);
  });

  it('refuses whoever may not read the board, and answers no days for a met-or-missed challenge', async () => {
    const challenge = await reading();
    const refused = await eve.client.get(`/api/challenges/${challenge.id}/amount-days`);
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toMatchObject({
      message: 'You must join this challenge to see its leaderboard.',
    });
    expect((await t.visitor().get(`/api/challenges/${challenge.id}/amount-days`)).status).toBe(401);
    expect(
      (await eve.client.get(`/api/challenges/00000000-0000-4000-8000-000000000000/amount-days`)).status,
    ).toBe(404);

    const plain = await insertChallenge(t.db, { organizer: ada, participants: [bob] });
    expect(await daysOf(bob, plain.id)).toEqual({ today: '2026-03-10', goal: null, people: [] });
  });

  it("answers a step challenge's counts against the step target", async () => {
    const steps = await insertChallenge(t.db, {
      organizer: ada,
      challengeType: 'step_count',
      goalConfig: { target_steps: 8000 },
    });
    await ada.client.post(checkInPath(steps.id), { date: '2026-03-02', stepCount: 9000 });
    const answer = await daysOf(ada, steps.id);
    expect(answer.goal).toEqual({ unit: 'steps', customUnit: null, target: 8000, direction: 'at_least' });
    expect(answer.people[0]!.days[1]).toEqual({
      date: '2026-03-02',
      amount: 9000,
      rest: false,
      target: 8000,
      met: true,
      synced: false,
    });
  });

  it('is read in one statement, however many participants and days', async () => {
    const few = await reading([]);
    const many = await reading([bob, eve]);
    await amounts(bob, many.id, { '2026-03-01': 30, '2026-03-02': 10, '2026-03-03': 20 });
    await amounts(eve, many.id, { '2026-03-01': 5 });
    const session = (await countStatements(t.db, () => ada.client.get('/api/me'))) - 1;
    const statementsOf = async (id: string) =>
      (await countStatements(t.db, () => ada.client.get(`/api/challenges/${id}/amount-days`))) - session;
    expect(await statementsOf(few.id)).toBe(1);
    expect(await statementsOf(many.id)).toBe(1);
  });
});
