import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../shared/challenges/challenges.types';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { checkInPath, givenChallenge, givenPerson, type Person } from '../check-ins/check-in-fixtures';
import { countStatements } from './statement-counter';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(new Date('2026-03-10T12:00:00Z')));

async function dashboardOf(person: Person) {
  const response = await person.client.get('/api/dashboard');
  expect(response.status).toBe(200);
  return (await response.json()) as Dashboard;
}

async function checkIn(person: Person, challengeId: string, date: string, met = true) {
  const response = await person.client.post(checkInPath(challengeId), { date, met });
  expect(response.status).toBe(201);
}

describe('GET /api/dashboard', () => {
  it('refuses an anonymous visitor', async () => {
    expect((await t.visitor().get('/api/dashboard')).status).toBe(401);
  });

  it('gives a newcomer empty sections, the templates, no board and no check-ins', async () => {
    const newcomer = await givenPerson(t, 'Nia Newcomer');
    const dashboard = await dashboardOf(newcomer);
    expect(dashboard).toMatchObject({
      active: [],
      upcoming: [],
      completed: [],
      leaderboard: null,
      recentCheckIns: [],
    });
    expect(dashboard.templates.length).toBeGreaterThan(0);
    expect(dashboard.templates[0]).toEqual({
      id: expect.any(String),
      title: expect.any(String),
      description: expect.any(String),
      challengeType: expect.any(String),
      rules: expect.any(Array),
      goalConfig: expect.any(Object),
    });
  });

  it('splits the person’s challenges by status and shows the board of the active one ending soonest', async () => {
    const me = await givenPerson(t, 'Mia Me');
    const friends = [
      await givenPerson(t, 'Fay Friend'),
      await givenPerson(t, 'Gus Friend'),
      await givenPerson(t, 'Hal Friend'),
    ];
    const later = await givenChallenge(t, { organizer: me, title: 'Ends later', endDate: '2026-03-20' });
    const sooner = await givenChallenge(t, {
      organizer: friends[0]!,
      participants: [me, friends[1]!, friends[2]!],
      title: 'Ends sooner',
      endDate: '2026-03-12',
    });
    await givenChallenge(t, {
      organizer: me,
      title: 'Next month',
      startDate: '2026-04-01',
      endDate: '2026-04-14',
    });
    await givenChallenge(t, {
      organizer: me,
      title: 'Last month',
      startDate: '2026-02-01',
      endDate: '2026-02-14',
    });
    const notMine = await givenChallenge(t, { organizer: friends[2]!, title: 'Not mine' });

    await checkIn(friends[0]!, sooner.id, '2026-03-01');
    await checkIn(friends[0]!, sooner.id, '2026-03-02');
    await checkIn(friends[1]!, sooner.id, '2026-03-01');
    await checkIn(friends[2]!, sooner.id, '2026-03-03');
    await checkIn(friends[2]!, sooner.id, '2026-03-04');
    await checkIn(friends[2]!, sooner.id, '2026-03-05');
    await checkIn(me, sooner.id, '2026-03-01', false);
    await checkIn(me, later.id, '2026-03-09');
    await checkIn(friends[2]!, notMine.id, '2026-03-09');

    const dashboard = await dashboardOf(me);
    expect(dashboard.active.map((c) => c.title).sort()).toEqual(['Ends later', 'Ends sooner']);
    expect(dashboard.upcoming.map((c) => c.title)).toEqual(['Next month']);
    expect(dashboard.completed.map((c) => c.title)).toEqual(['Last month']);
    expect(dashboard.active.find((c) => c.id === sooner.id)).toMatchObject({
      status: 'active',
      participantCount: 4,
      organizer: { name: 'Fay Friend' },
    });

    expect(dashboard.leaderboard).toMatchObject({
      challengeId: sooner.id,
      kind: 'standard',
      totalEntries: 4,
    });
    const board = dashboard.leaderboard!;
    expect(board.entries.map((e) => ('userName' in e ? e.userName : e.name))).toEqual([
      'Hal Friend',
      'Fay Friend',
      'Gus Friend',
    ]);
    expect(board.viewerEntry).toMatchObject({ userId: me.id, position: 4 });

    expect(dashboard.recentCheckIns.map((c) => [c.person.name, c.challengeTitle, c.date])).toEqual([
      ['Mia Me', 'Ends later', '2026-03-09'],
      ['Mia Me', 'Ends sooner', '2026-03-01'],
      ['Hal Friend', 'Ends sooner', '2026-03-05'],
    ]);
  });

  it('runs the same few SQL statements whatever the number of challenges', async () => {
    const busy = await givenPerson(t, 'Bo Busy');
    const statementsFor = async () => {
      const session = await countStatements(t.db, () => busy.client.get('/api/me')); // the session + 1
      const dashboard = await countStatements(t.db, () => busy.client.get('/api/dashboard'));
      sessionStatements = session - 1;
      return dashboard - sessionStatements;
    };
    let sessionStatements = 0;
    const first = await givenChallenge(t, { organizer: busy });
    await checkIn(busy, first.id, '2026-03-09');
    const withOne = await statementsFor();
    for (let i = 0; i < 8; i++) {
      const challenge = await givenChallenge(t, { organizer: busy, endDate: `2026-03-${20 + i}` });
      await checkIn(busy, challenge.id, '2026-03-08');
    }
    const withNine = await statementsFor();
    expect(withOne + sessionStatements).toBeLessThanOrEqual(6);
    expect(withNine).toBe(withOne);
    console.info(`GET /api/dashboard: ${withNine} SQL statements, plus ${sessionStatements} for the session`);
  });
});
