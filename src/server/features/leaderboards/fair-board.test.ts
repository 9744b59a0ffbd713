import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Leaderboard } from '#shared/leaderboards/leaderboards.types';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { countStatements } from '#server/testing/http';
import { givenPerson, insertChallenge, type Person } from '#server/testing/given';
import { checkInPath, restPath } from '#server/testing/fixtures/check-ins';

// Decision 039: the success rate counts from the day a person joined and leaves their rest days out; the board
// marks late joiners and rest days; the order is the spec's (successful days, rate, best streak).

let t: TestApp;
let ada: Person;
let bob: Person;
beforeAll(async () => {
  t = await createTestApp();
  ada = await givenPerson(t, { name: 'Ada Active' });
  bob = await givenPerson(t, { name: 'Bob Late' });
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(new Date('2026-03-10T12:00:00Z')));

async function boardOf(person: Person, challengeId: string) {
  const response = await person.client.get(`/api/challenges/${challengeId}/leaderboard`);
  expect(response.status).toBe(200);
  return (await response.json()) as Leaderboard;
}

async function checkIn(person: Person, challengeId: string, date: string, met = true) {
  expect((await person.client.post(checkInPath(challengeId), { date, met })).status).toBe(201);
}

/** `person` joins through the share link on `date` (the clock set to that day). */
async function joinOn(person: Person, challengeId: string, date: string) {
  t.clock.set(new Date(`${date}T09:00:00Z`));
  expect((await person.client.post(`/api/challenges/${challengeId}/join`, {})).status).toBe(200);
  t.clock.set(new Date('2026-03-10T12:00:00Z'));
}

const rows = (board: Leaderboard) =>
  board.kind === 'standard'
    ? board.entries.map((e) => [e.userName, e.sugarFreeDays, e.totalDays, e.score, e.joinedDay, e.restDays])
    : [];

describe('a fair board', () => {
  it("rates a late joiner from the day they joined and marks them 'joined day 6'", async () => {
    const challenge = await insertChallenge(t.db, { organizer: ada, maxParticipants: 5 });
    await joinOn(bob, challenge.id, '2026-03-06');
    for (const date of ['2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10'])
      await checkIn(bob, challenge.id, date);
    for (const date of ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'])
      await checkIn(ada, challenge.id, date);
    // both met 5 days; Bob's 5 of the 5 days since he joined beat Ada's 5 of 10
    expect(rows(await boardOf(ada, challenge.id))).toEqual([
      ['Bob Late', 5, 5, 100, 6, 0],
      ['Ada Active', 5, 10, 50, null, 0],
    ]);
  });

  it('counts from an earlier day a late joiner checked in for, so the rate never passes 100%', async () => {
    const challenge = await insertChallenge(t.db, { organizer: ada, maxParticipants: 5 });
    await joinOn(bob, challenge.id, '2026-03-06');
    await checkIn(bob, challenge.id, '2026-03-04');
    expect((await boardOf(bob, challenge.id)).viewerEntry).toMatchObject({
      sugarFreeDays: 1,
      totalDays: 7,
      score: 14,
      joinedDay: 6,
    });
  });

  it('does not mark an organizer who created the challenge after its start and checked in from its first day', async () => {
    const challenge = await insertChallenge(t.db, {
      organizer: ada,
      participants: [bob],
      joinedAt: new Date('2026-03-04T09:00:00Z'),
    });
    await checkIn(ada, challenge.id, '2026-03-01');
    await checkIn(bob, challenge.id, '2026-03-05');
    expect(rows(await boardOf(ada, challenge.id))).toEqual([
      ['Bob Late', 1, 7, 14, 4, 0],
      ['Ada Active', 1, 10, 10, null, 0],
    ]);
  });

  it('leaves a passed rest day out of the days passed, and a rest day ahead until it passes', async () => {
    const challenge = await insertChallenge(t.db, { organizer: ada, restDayBudget: 2 });
    for (const date of ['2026-03-01', '2026-03-02', '2026-03-04']) await checkIn(ada, challenge.id, date);
    expect((await ada.client.post(restPath(challenge.id), { date: '2026-03-03' })).status).toBe(201);
    expect((await ada.client.post(restPath(challenge.id), { date: '2026-03-12' })).status).toBe(201);
    // 10 days passed, one of them a rest day: 3 of 9; the streak runs through the rest day
    const board = await boardOf(ada, challenge.id);
    expect(board.viewerEntry).toMatchObject({
      sugarFreeDays: 3,
      totalDays: 9,
      score: 33,
      streak: 3,
      restDays: 2,
    });
    t.clock.set(new Date('2026-03-20T12:00:00Z'));
    expect((await boardOf(ada, challenge.id)).viewerEntry).toMatchObject({ totalDays: 12, score: 25 });
  });

  it('keeps someone with only a rest day on the board, and takes them off when it is taken back', async () => {
    const challenge = await insertChallenge(t.db, { organizer: ada });
    const response = await ada.client.post(restPath(challenge.id), { date: '2026-03-10' });
    expect(response.status).toBe(201);
    expect((await boardOf(ada, challenge.id)).viewerEntry).toMatchObject({ sugarFreeDays: 0, restDays: 1 });
    const { id } = (await response.json()) as { id: string };
    expect((await ada.client.delete(`/api/check-ins/${id}`)).status).toBe(204);
    expect((await boardOf(ada, challenge.id)).viewerEntry).toBeNull();
  });

  it('reads the board in the same number of statements whatever the participants, late joins and rest days', async () => {
    const statementsFor = async (challengeId: string) =>
      countStatements(t.db, () => ada.client.get(`/api/challenges/${challengeId}/leaderboard`));
    const small = await insertChallenge(t.db, { organizer: ada });
    await checkIn(ada, small.id, '2026-03-01');
    const few = await statementsFor(small.id);

    const crowd = await Promise.all(
      Array.from({ length: 8 }, (_, i) => givenPerson(t, { name: `Crowd ${i}` })),
    );
    const big = await insertChallenge(t.db, { organizer: ada, participants: crowd.slice(0, 4) });
    await checkIn(ada, big.id, '2026-03-01');
    for (const [i, person] of crowd.entries()) {
      if (i >= 4) await joinOn(person, big.id, `2026-03-0${i + 1}`);
      await checkIn(person, big.id, '2026-03-09', i % 2 === 0);
      expect((await person.client.post(restPath(big.id), { date: `2026-03-0${(i % 3) + 2}` })).status).toBe(
        201,
      );
    }
    const many = await statementsFor(big.id);
    expect(many).toBe(few);
    // the session, the challenge, and the board in one statement
    expect(many).toBeLessThanOrEqual(3);
  });
});
