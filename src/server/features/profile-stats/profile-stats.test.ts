import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProfileStats } from '#shared/profile-stats/profile-stats.types';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPerson, insertChallenge, type Person } from '#server/testing/given';
import { checkInPath } from '#server/testing/fixtures/check-ins';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(new Date('2026-03-10T12:00:00Z')));

async function statsOf(person: Person) {
  const response = await person.client.get('/api/profile/stats');
  expect(response.status).toBe(200);
  return (await response.json()) as ProfileStats;
}

const earned = (stats: ProfileStats) => stats.achievements.filter((a) => a.earned).map((a) => a.title);

async function checkIns(person: Person, challengeId: string, days: Record<string, boolean>) {
  for (const [date, met] of Object.entries(days)) {
    expect((await person.client.post(checkInPath(challengeId), { date, met })).status).toBe(201);
  }
}

describe('GET /api/profile/stats', () => {
  it('refuses an anonymous visitor', async () => {
    expect((await t.visitor().get('/api/profile/stats')).status).toBe(401);
  });

  it('shows a newcomer zeros and every achievement still to earn', async () => {
    const stats = await statsOf(await givenPerson(t, { name: 'Nia Newcomer' }));
    expect(stats).toMatchObject({
      totalChallenges: 0,
      activeChallenges: 0,
      completedChallenges: 0,
      successRate: 0,
      successfulDays: 0,
    });
    expect(stats.achievements.map((a) => [a.title, a.earned])).toEqual([
      ['First Day', false],
      ['One Week', false],
      ['Challenger', false],
      ['Sugar Hunter', false],
    ]);
  });

  it('counts challenges by status and divides successful days by the days passed across all of them', async () => {
    const me = await givenPerson(t, { name: 'Mo Mixed' });
    const host = await givenPerson(t, { name: 'Hal Host' });
    const active = await insertChallenge(t.db, { organizer: host, participants: [me] }); // 10 days passed
    await insertChallenge(t.db, { organizer: me, startDate: '2026-02-01', endDate: '2026-02-14' }); // 14 passed
    await insertChallenge(t.db, { organizer: me, startDate: '2026-04-01', endDate: '2026-04-14' }); // none yet
    await checkIns(me, active.id, {
      '2026-03-01': true,
      '2026-03-02': true,
      '2026-03-03': true,
      '2026-03-04': true,
      '2026-03-05': false,
      '2026-03-06': true,
      '2026-03-07': true,
      '2026-03-08': true,
      '2026-03-09': true,
    });
    await checkIns(host, active.id, { '2026-03-01': true });

    const stats = await statsOf(me);
    expect(stats).toMatchObject({
      totalChallenges: 3,
      activeChallenges: 1,
      completedChallenges: 1,
      successfulDays: 8,
      successRate: 33, // 8 / 24
    });
    expect(earned(stats)).toEqual(['First Day', 'One Week', 'Challenger']);
  });

  it('counts each challenge as its board does: from the day they joined, without their rest days (decision 039)', async () => {
    const me = await givenPerson(t, { name: 'Lou Late' });
    const host = await givenPerson(t, { name: 'Hal Host' });
    const late = await insertChallenge(t.db, {
      organizer: host,
      participants: [me],
      joinedAt: new Date('2026-03-07T09:00:00Z'),
    });
    await checkIns(me, late.id, { '2026-03-07': true, '2026-03-08': true, '2026-03-10': true });
    expect(
      (await me.client.post(`/api/challenges/${late.id}/rest-days`, { date: '2026-03-09' })).status,
    ).toBe(201);
    // judged from the 7th: 4 days passed, one of them a rest day: 3 of 3, not 3 of 10
    expect(await statsOf(me)).toMatchObject({ successfulDays: 3, successRate: 100 });
  });

  it('awards Sugar Hunter at a success rate of 80% or more', async () => {
    const keen = await givenPerson(t, { name: 'Kai Keen' });
    const challenge = await insertChallenge(t.db, {
      organizer: keen,
      startDate: '2026-03-06',
      endDate: '2026-03-19',
    });
    await checkIns(keen, challenge.id, {
      '2026-03-06': true,
      '2026-03-07': true,
      '2026-03-08': true,
      '2026-03-09': false,
      '2026-03-10': true,
    });
    const stats = await statsOf(keen);
    expect(stats).toMatchObject({ successRate: 80, successfulDays: 4 });
    expect(earned(stats)).toEqual(['First Day', 'Challenger', 'Sugar Hunter']);
  });
});
