import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '#shared/domain/calendar-date';
import { DASHBOARD_SECTION_LIMITS } from '#shared/dashboard/dashboard.types';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { deleteParticipation, givenPerson, insertChallenge, TEST_TODAY } from '#server/testing/given';
import { dashboardOf } from '#server/testing/fixtures/dashboard';
import { countStatements } from '#server/testing/http';

// Decision 066: the dashboard's sections are a bounded glance with exact counts; the Challenges screen lists all.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(new Date('2026-03-10T12:00:00Z')));

/** A fortnight that ended `daysAgo` days before the test's today. */
const endedDaysAgo = (daysAgo: number) => {
  const endDate = addDays(TEST_TODAY, -daysAgo);
  return { startDate: addDays(endDate, -13), endDate };
};

const titles = (challenges: { title: string }[]) => challenges.map((challenge) => challenge.title);

describe('GET /api/dashboard: bounded sections with exact counts', () => {
  it('shows the 3 most recently ended of 5 completed challenges, and counts all 5', async () => {
    const me = await givenPerson(t, { name: 'Hal History' });
    for (const daysAgo of [40, 2, 70, 10, 25])
      await insertChallenge(t.db, {
        organizer: me,
        title: `Ended ${daysAgo} days ago`,
        ...endedDaysAgo(daysAgo),
      });

    const dashboard = await dashboardOf(me);
    expect(titles(dashboard.completed)).toEqual([
      'Ended 2 days ago',
      'Ended 10 days ago',
      'Ended 25 days ago',
    ]);
    expect(dashboard.counts).toEqual({ active: 0, upcoming: 0, completed: 5 });
    expect(dashboard.completed[0]).toMatchObject({ status: 'completed', participantCount: 1 });
  });

  it('shows the active ones ending soonest and the upcoming ones starting soonest up to their limits, counting every one', async () => {
    const me = await givenPerson(t, { name: 'Bea Busy' });
    const activeCount = DASHBOARD_SECTION_LIMITS.active + 2;
    for (let i = activeCount; i >= 1; i--)
      await insertChallenge(t.db, {
        organizer: me,
        title: `Active ending in ${i}`,
        startDate: '2026-03-01',
        endDate: addDays(TEST_TODAY, i),
      });
    for (const inDays of [9, 3, 20, 5])
      await insertChallenge(t.db, {
        organizer: me,
        title: `Starting in ${inDays}`,
        startDate: addDays(TEST_TODAY, inDays),
        endDate: addDays(TEST_TODAY, inDays + 13),
      });

    const dashboard = await dashboardOf(me);
    expect(dashboard.counts).toEqual({ active: activeCount, upcoming: 4, completed: 0 });
    expect(titles(dashboard.active)).toEqual(
      Array.from({ length: DASHBOARD_SECTION_LIMITS.active }, (_, i) => `Active ending in ${i + 1}`),
    );
    expect(titles(dashboard.upcoming)).toEqual(['Starting in 3', 'Starting in 5', 'Starting in 9']);
    // the Today panel and the board follow the active challenges shown: the soonest ending first
    expect(titles(dashboard.today)).toEqual(titles(dashboard.active));
    expect(dashboard.leaderboard?.challengeId).toBe(dashboard.active[0]!.id);
  });

  it('counts each challenge once by its own today, whether organized, joined or organized without taking part', async () => {
    const me = await givenPerson(t, { name: 'Cy Counter' });
    const friend = await givenPerson(t, { name: 'Fox Friend' });
    await insertChallenge(t.db, { organizer: me, title: 'Mine' });
    await insertChallenge(t.db, { organizer: friend, participants: [me], title: 'Joined' });
    const leftAsOrganizer = await insertChallenge(t.db, { organizer: me, title: 'Organized only' });
    await deleteParticipation(t.db, leftAsOrganizer.id, me);
    await insertChallenge(t.db, { organizer: friend, title: 'Not mine' });
    // 2026-03-10 12:00 UTC is already 2026-03-11 in Kiritimati: a challenge there that ended on the 10th is done
    await insertChallenge(t.db, {
      organizer: me,
      title: 'Ended in Kiritimati',
      timezone: 'Pacific/Kiritimati',
      startDate: '2026-02-25',
      endDate: TEST_TODAY,
    });
    await insertChallenge(t.db, {
      organizer: me,
      title: 'Still on in UTC',
      startDate: '2026-02-25',
      endDate: TEST_TODAY,
    });

    const dashboard = await dashboardOf(me);
    expect(dashboard.counts).toEqual({ active: 4, upcoming: 0, completed: 1 });
    expect(titles(dashboard.active).sort()).toEqual(['Joined', 'Mine', 'Organized only', 'Still on in UTC']);
    expect(titles(dashboard.completed)).toEqual(['Ended in Kiritimati']);
    expect(titles(dashboard.today).sort()).toEqual(['Joined', 'Mine', 'Still on in UTC']);

    const friendsDashboard = await dashboardOf(friend);
    expect(friendsDashboard.counts).toEqual({ active: 2, upcoming: 0, completed: 0 });
  });

  it('runs the same statements and answers the same number of cards however much a person has finished', async () => {
    const veteran = await givenPerson(t, { name: 'Vi Veteran' });
    await insertChallenge(t.db, { organizer: veteran, title: 'Running now' });
    await veteran.client.get('/api/dashboard'); // the templates are read once per database, by the first dashboard
    const measure = async () => ({
      statements: await countStatements(t.db, () => veteran.client.get('/api/dashboard')),
      dashboard: await dashboardOf(veteran),
    });

    const withNone = await measure();
    for (let i = 1; i <= 30; i++)
      await insertChallenge(t.db, { organizer: veteran, title: `Round ${i}`, ...endedDaysAgo(15 * i) });
    const withThirty = await measure();

    expect(withThirty.statements).toBe(withNone.statements);
    expect(withThirty.dashboard.counts).toEqual({ active: 1, upcoming: 0, completed: 30 });
    expect(withThirty.dashboard.completed).toHaveLength(DASHBOARD_SECTION_LIMITS.completed);
    expect(withNone.dashboard.completed).toHaveLength(0);
  });
});
