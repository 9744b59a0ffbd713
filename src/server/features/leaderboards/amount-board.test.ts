import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AmountGoal } from '#shared/challenges/daily-goal';
import type { Leaderboard } from '#shared/leaderboards/leaderboards.types';
import { countStatements } from '#server/testing/http';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPerson, insertChallenge, type Person } from '#server/testing/given';
import { checkInPath } from '#server/testing/fixtures/check-ins';

// Issue 27, decision 082: an amount goal's board ranks as the standard one (days met, score, best streak), then by
// the published tie-break — the higher total for 'at least', the lower daily average for 'at most' — and shows the
// totals and daily averages with the goal's unit.

let t: TestApp;
let ada: Person;
let bob: Person;
let cy: Person;
beforeAll(async () => {
  t = await createTestApp();
  ada = await givenPerson(t, { name: 'Ada Active' });
  bob = await givenPerson(t, { name: 'Bob Busy' });
  cy = await givenPerson(t, { name: 'Cy Consistent' });
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(new Date('2026-03-10T12:00:00Z')));

const readPages: AmountGoal = { unit: 'pages', customUnit: null, target: 20, direction: 'at_least' };
const screenTime: AmountGoal = { unit: 'hours', customUnit: null, target: 2, direction: 'at_most' };

async function amounts(person: Person, challengeId: string, days: Record<string, number>) {
  for (const [date, amount] of Object.entries(days)) {
    const response = await person.client.post(checkInPath(challengeId), { date, amount });
    expect(response.status, await response.clone().text()).toBe(201);
  }
}

async function boardOf(person: Person, challengeId: string, query = '') {
  const response = await person.client.get(`/api/challenges/${challengeId}/leaderboard${query}`);
  expect(response.status).toBe(200);
  const board = (await response.json()) as Leaderboard;
  if (board.kind !== 'amount') throw new Error(`an amount board was expected, not ${board.kind}`);
  return board;
}

const amountChallenge = (goal: AmountGoal) =>
  insertChallenge(t.db, {
    organizer: ada,
    participants: [bob, cy],
    challengeType: 'custom',
    goalConfig: { amount: goal },
    startDate: '2026-03-01',
  });

describe('an amount board', () => {
  it('breaks a tie of days met, score and streak by the higher total for "at least", with the goal', async () => {
    const challenge = await amountChallenge(readPages);
    await amounts(ada, challenge.id, { '2026-03-01': 20, '2026-03-02': 25, '2026-03-03': 5 });
    await amounts(bob, challenge.id, { '2026-03-01': 40, '2026-03-02': 30, '2026-03-03': 0 });
    await amounts(cy, challenge.id, { '2026-03-01': 20, '2026-03-02': 20, '2026-03-03': 20 });

    const board = await boardOf(ada, challenge.id);
    expect(board.goal).toEqual(readPages);
    expect(
      board.entries.map((e) => [
        e.userName,
        e.position,
        e.sugarFreeDays,
        e.streak,
        e.amountTotal,
        e.amountAverage,
      ]),
    ).toEqual([
      ['Cy Consistent', 1, 3, 3, 60, 20],
      ['Bob Busy', 2, 2, 2, 70, 23.33],
      ['Ada Active', 3, 2, 2, 50, 16.67],
    ]);
    // the viewer below the top shown is placed by the same tie-break
    const top = await boardOf(ada, challenge.id, '?limit=1');
    expect(top.viewerEntry).toMatchObject({ userName: 'Ada Active', position: 3, amountTotal: 50 });
    expect((await boardOf(bob, challenge.id, '?limit=1')).viewerEntry).toMatchObject({ position: 2 });
  });

  it('breaks it by the lower daily average for "at most", and equal results share a place', async () => {
    const challenge = await amountChallenge(screenTime);
    await amounts(ada, challenge.id, { '2026-03-01': 1.5, '2026-03-02': 3 });
    await amounts(bob, challenge.id, { '2026-03-01': 0.5, '2026-03-02': 2.5 });
    await amounts(cy, challenge.id, { '2026-03-01': 1, '2026-03-02': 2 });

    const board = await boardOf(cy, challenge.id);
    expect(board.entries.map((e) => [e.userName, e.position, e.sugarFreeDays, e.amountAverage])).toEqual([
      ['Cy Consistent', 1, 2, 1.5],
      ['Bob Busy', 2, 1, 1.5],
      ['Ada Active', 3, 1, 2.25],
    ]);
    expect((await boardOf(ada, challenge.id, '?limit=1')).viewerEntry).toMatchObject({ position: 3 });

    // Ada's third day brings her average level with Bob's: one place for both
    await amounts(ada, challenge.id, { '2026-03-03': 0 });
    await amounts(bob, challenge.id, { '2026-03-03': 1.5 });
    const level = await boardOf(ada, challenge.id);
    // (tied rows come in the order of their ids)
    expect(level.entries.map((e) => [e.userName, e.position, e.amountAverage]).sort()).toEqual([
      ['Ada Active', 2, 1.5],
      ['Bob Busy', 2, 1.5],
      ['Cy Consistent', 1, 1.5],
    ]);
    expect((await boardOf(bob, challenge.id, '?limit=1')).viewerEntry).toMatchObject({ position: 2 });
  });

  it('is read in one statement, as every board', async () => {
    const challenge = await amountChallenge(readPages);
    await amounts(bob, challenge.id, { '2026-03-01': 30 });
    const path = `/api/challenges/${challenge.id}/leaderboard`;
    const session = (await countStatements(t.db, () => bob.client.get('/api/me'))) - 1;
    expect((await countStatements(t.db, () => bob.client.get(path))) - session).toBe(1);
  });
});
