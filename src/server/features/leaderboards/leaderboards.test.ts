import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckIn } from '#shared/check-ins/check-ins.types';
import type { Leaderboard } from '#shared/leaderboards/leaderboards.types';
import { eq } from 'drizzle-orm';
import { challenges } from '#server/db/schema/challenges';
import { countStatements } from '#server/testing/http';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { deleteParticipation, givenPerson, insertChallenge, type Person } from '#server/testing/given';
import { checkInPath } from '#server/testing/fixtures/check-ins';

let t: TestApp;
let ada: Person;
let bob: Person;
let cy: Person;
let outsider: Person;
beforeAll(async () => {
  t = await createTestApp();
  ada = await givenPerson(t, { name: 'Ada Active' });
  bob = await givenPerson(t, { name: 'Bob Busy' });
  cy = await givenPerson(t, { name: 'Cy Consistent' });
  outsider = await givenPerson(t, { name: 'Otto Outsider' });
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(new Date('2026-03-10T12:00:00Z')));

async function checkIns(person: Person, challengeId: string, days: Record<string, boolean | number>) {
  const made: CheckIn[] = [];
  for (const [date, value] of Object.entries(days)) {
    const body = typeof value === 'number' ? { date, stepCount: value } : { date, met: value };
    const response = await person.client.post(checkInPath(challengeId), body);
    expect(response.status, await response.clone().text()).toBe(201);
    made.push((await response.json()) as CheckIn);
  }
  return made;
}

async function boardOf(person: Person, challengeId: string, query = '') {
  const response = await person.client.get(`/api/challenges/${challengeId}/leaderboard${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Leaderboard;
}

const summary = (board: Leaderboard) =>
  board.kind === 'steps'
    ? board.entries.map((e) => [e.name, e.position, e.totalPercentage, e.averagePercentage, e.daysCompleted])
    : board.entries.map((e) => [e.userName, e.position, e.sugarFreeDays, e.score, e.streak, e.totalDays]);

describe('the standard board', () => {
  it('ranks by successful days, then success rate, then best streak, with the type’s title', async () => {
    const challenge = await insertChallenge(t.db, { organizer: ada, participants: [bob, cy] });
    await checkIns(ada, challenge.id, { '2026-03-01': true, '2026-03-02': true, '2026-03-03': true });
    await checkIns(bob, challenge.id, { '2026-03-01': true, '2026-03-03': true, '2026-03-05': true });
    await checkIns(cy, challenge.id, {
      '2026-03-01': true,
      '2026-03-02': true,
      '2026-03-04': true,
      '2026-03-06': true,
    });

    const board = await boardOf(bob, challenge.id);
    expect(board).toMatchObject({ kind: 'standard', title: 'Sugar-Free Champions', totalEntries: 3 });
    // 10 days have passed on 2026-03-10
    expect(summary(board)).toEqual([
      ['Cy Consistent', 1, 4, 40, 2, 10],
      ['Ada Active', 2, 3, 30, 3, 10],
      ['Bob Busy', 3, 3, 30, 1, 10],
    ]);
    expect(board.viewerEntry).toMatchObject({ userName: 'Bob Busy', position: 3, userId: bob.user.id });
  });

  it('gives the viewer their own entry and position even outside the top', async () => {
    const challenge = await insertChallenge(t.db, { organizer: ada, participants: [bob, cy] });
    await checkIns(ada, challenge.id, { '2026-03-01': true, '2026-03-02': true });
    await checkIns(cy, challenge.id, { '2026-03-01': true });
    await checkIns(bob, challenge.id, { '2026-03-01': false });
    const board = await boardOf(bob, challenge.id, '?limit=1');
    expect(summary(board)).toEqual([['Ada Active', 1, 2, 20, 2, 10]]);
    expect(board.viewerEntry).toMatchObject({
      userName: 'Bob Busy',
      position: 3,
      sugarFreeDays: 0,
      score: 0,
    });
    expect(board.totalEntries).toBe(3);
  });

  it('lets equal standings share a position', async () => {
    const challenge = await insertChallenge(t.db, { organizer: ada, participants: [bob, cy] });
    await checkIns(ada, challenge.id, { '2026-03-01': true });
    await checkIns(bob, challenge.id, { '2026-03-02': true });
    await checkIns(cy, challenge.id, { '2026-03-02': false });
    const board = await boardOf(cy, challenge.id);
    expect(board.entries.map((e) => e.position)).toEqual([1, 1, 3]);
    expect(board.viewerEntry?.position).toBe(3);
  });

  it('derives the success rate from today, so it moves with the days without any write', async () => {
    const challenge = await insertChallenge(t.db, { organizer: ada });
    await checkIns(ada, challenge.id, { '2026-03-01': true, '2026-03-02': true });
    expect((await boardOf(ada, challenge.id)).viewerEntry).toMatchObject({ score: 20, totalDays: 10 });
    t.clock.set(new Date('2026-03-20T12:00:00Z')); // ended: all 14 days count
    expect((await boardOf(ada, challenge.id)).viewerEntry).toMatchObject({ score: 14, totalDays: 14 });
  });

  it('follows edits and deletes; someone whose last check-in is deleted leaves the board', async () => {
    const challenge = await insertChallenge(t.db, { organizer: ada, participants: [bob] });
    const [first] = await checkIns(ada, challenge.id, { '2026-03-01': true });
    const [only] = await checkIns(bob, challenge.id, { '2026-03-01': true });
    await ada.client.patch(`/api/check-ins/${first!.id}`, { met: false });
    let board = await boardOf(ada, challenge.id);
    expect(summary(board)).toEqual([
      ['Bob Busy', 1, 1, 10, 1, 10],
      ['Ada Active', 2, 0, 0, 0, 10],
    ]);
    await bob.client.delete(`/api/check-ins/${only!.id}`);
    board = await boardOf(bob, challenge.id);
    expect(board.totalEntries).toBe(1);
    expect(board.viewerEntry).toBeNull();
  });
});

describe('the step board', () => {
  it('totals step points, averages them per check-in and counts completed days and steps', async () => {
    const challenge = await insertChallenge(t.db, {
      organizer: ada,
      participants: [bob],
      challengeType: 'step_count',
      goalConfig: { target_steps: 10_000 },
    });
    await checkIns(ada, challenge.id, { '2026-03-01': 10_000, '2026-03-02': 5_000, '2026-03-03': 2_500 });
    await checkIns(bob, challenge.id, { '2026-03-01': 12_000, '2026-03-02': 8_000 });
    const board = await boardOf(ada, challenge.id);
    expect(board).toMatchObject({ kind: 'steps', title: 'Step Masters', totalEntries: 2 });
    // Ada: 100 + 50 + 25 = 175, average 58; Bob: 100 + 80 = 180, average 90
    expect(summary(board)).toEqual([
      ['Bob Busy', 1, 180, 90, 1],
      ['Ada Active', 2, 175, 58, 1],
    ]);
    expect(board.viewerEntry).toMatchObject({ position: 2, totalSteps: 17_500, daysCompleted: 1 });
  });
});

describe('template boards', () => {
  it('aggregate every copy of the template, each ranked with its own days passed', async () => {
    const template = await insertChallenge(t.db, { organizer: null, title: '14-Day Sugar Detox' });
    const early = await insertChallenge(t.db, {
      organizer: ada,
      templateId: template.id,
      startDate: '2026-03-01',
    });
    const late = await insertChallenge(t.db, {
      organizer: bob,
      templateId: template.id,
      startDate: '2026-03-05',
      endDate: '2026-03-18',
    });
    await checkIns(ada, early.id, { '2026-03-02': true, '2026-03-03': true });
    await checkIns(bob, late.id, { '2026-03-05': true, '2026-03-07': true });
    const unrelated = await insertChallenge(t.db, { organizer: cy });
    await checkIns(cy, unrelated.id, { '2026-03-02': true, '2026-03-03': true, '2026-03-04': true });

    const board = await boardOf(ada, early.id);
    // same successful days; Bob's copy has run 6 days (33%), Ada's 10 (20%)
    expect(summary(board)).toEqual([
      ['Bob Busy', 1, 2, 33, 1, 6],
      ['Ada Active', 2, 2, 20, 2, 10],
    ]);
    expect(board.viewerEntry).toMatchObject({ userName: 'Ada Active', position: 2 });
    expect((await boardOf(bob, late.id)).viewerEntry).toMatchObject({ userName: 'Bob Busy', position: 1 });
  });
});

describe('who may see a board', () => {
  it('shows it to participants and the organizer; refuses outsiders and anonymous visitors', async () => {
    const challenge = await insertChallenge(t.db, { organizer: ada, participants: [bob] });
    await boardOf(bob, challenge.id);
    // the organizer sees the board even when not on the participant list
    await deleteParticipation(t.db, challenge.id, ada);
    await boardOf(ada, challenge.id);
    const refused = await outsider.client.get(`/api/challenges/${challenge.id}/leaderboard`);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error: { message: 'You must join this challenge to see its leaderboard.' },
    });
    expect((await t.visitor().get(`/api/challenges/${challenge.id}/leaderboard`)).status).toBe(401);
  });

  it('reads every board in one statement that checks who asks, first read or not, with the same refusals', async () => {
    const challenge = await insertChallenge(t.db, { organizer: ada, participants: [bob, cy] });
    const path = `/api/challenges/${challenge.id}/leaderboard`;
    const session = (await countStatements(t.db, () => bob.client.get('/api/me'))) - 1;
    // the board's own statement reads its challenge and checks access: no statement before it, no memo after it
    expect((await countStatements(t.db, () => bob.client.get(path))) - session).toBe(1);
    expect((await countStatements(t.db, () => bob.client.get(path))) - session).toBe(1);
    expect((await countStatements(t.db, () => cy.client.get(path))) - session).toBe(1);
    expect((await countStatements(t.db, () => outsider.client.get(path))) - session).toBe(1);
    expect((await outsider.client.get(path)).status).toBe(403);
    await deleteParticipation(t.db, challenge.id, cy);
    const left = await cy.client.get(path);
    expect(left.status).toBe(403);
    expect(await left.json()).toMatchObject({
      error: { message: 'You must join this challenge to see its leaderboard.' },
    });
    await t.db.delete(challenges).where(eq(challenges.id, challenge.id));
    const gone = await bob.client.get(path);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ error: { message: 'Challenge not found' } });
  });

  it("answers 'Challenge not found' for templates, unknown and malformed ids, and 400 for a bad limit", async () => {
    const template = await insertChallenge(t.db, { organizer: null });
    for (const id of [template.id, '00000000-0000-4000-8000-000000000000', 'x1']) {
      const response = await ada.client.get(`/api/challenges/${id}/leaderboard`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { message: 'Challenge not found' } });
    }
    const challenge = await insertChallenge(t.db, { organizer: ada });
    expect((await ada.client.get(`/api/challenges/${challenge.id}/leaderboard?limit=0`)).status).toBe(400);
    expect((await ada.client.get(`/api/challenges/${challenge.id}/leaderboard?limit=51`)).status).toBe(400);
  });

  it('shows an empty board before anyone checks in', async () => {
    const challenge = await insertChallenge(t.db, { organizer: ada });
    expect(await boardOf(ada, challenge.id)).toEqual({
      challengeId: challenge.id,
      kind: 'standard',
      title: 'Sugar-Free Champions',
      entries: [],
      viewerEntry: null,
      totalEntries: 0,
    });
  });
});
