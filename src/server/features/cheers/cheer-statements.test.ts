import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '#shared/dashboard/dashboard.types';
import type { Leaderboard } from '#shared/leaderboards/leaderboards.types';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPerson, insertChallenge, type Person } from '#server/testing/given';
import { givenCheckIn } from '#server/testing/fixtures/check-ins';
import { cheerPath } from '#server/testing/fixtures/cheers';
import { countStatements } from '#server/testing/http';

// product-rules.md#cheers: cheers ride in the statements a screen already runs, so a screen's cost does not grow
// with its check-ins or their cheers.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('what cheers cost the screens that show them', () => {
  it('adds no statement per check-in or cheer to the recent list, the board and the dashboard', async () => {
    const viewer = await givenPerson(t, { name: 'Vi Viewer' });
    const first = await givenPerson(t, { name: 'Fi First' });
    const challenge = await insertChallenge(t.db, { organizer: viewer, participants: [first] });
    const screens = {
      recent: () => viewer.client.get(`/api/challenges/${challenge.id}/check-ins?scope=recent`),
      board: () => viewer.client.get(`/api/challenges/${challenge.id}/leaderboard`),
      dashboard: () => viewer.client.get('/api/dashboard'),
    };
    const cost = async () => ({
      recent: await countStatements(t.db, screens.recent),
      board: await countStatements(t.db, screens.board),
      dashboard: await countStatements(t.db, screens.dashboard),
    });
    await givenCheckIn(first.client, challenge.id);
    await screens.dashboard(); // the templates are read once per database, by the first dashboard
    await screens.board(); // and a board's challenge type by the board's first read
    const withOne = await cost();

    const others: Person[] = [];
    for (let i = 0; i < 5; i++) {
      const person = await givenPerson(t, { name: `Pe ${i}` });
      await person.client.post(`/api/challenges/${challenge.id}/join`);
      others.push(person);
    }
    for (const person of others) await givenCheckIn(person.client, challenge.id, { date: '2026-03-09' });
    for (const person of others) {
      const { id: checkInId } = await givenCheckIn(person.client, challenge.id);
      for (const cheerer of [viewer, ...others.filter((other) => other !== person)])
        expect((await cheerer.client.post(cheerPath(checkInId))).status).toBe(201);
    }
    const withMany = await cost();

    // every part is there: cheers on the board's rows and the recent list, the Today panel's group line
    const board = (await (await screens.board()).json()) as Leaderboard;
    expect(board.entries.filter((entry) => (entry.latestCheckIn?.cheers.count ?? 0) >= 5)).toHaveLength(5);
    const dashboard = (await (await screens.dashboard()).json()) as Dashboard;
    expect(dashboard.today[0]!.group).toMatchObject({ othersCheckedIn: 6, cheeredByViewer: 5 });
    expect(dashboard.recentCheckIns.every((item) => item.cheers.count === 5)).toBe(true);

    expect(withMany).toEqual(withOne);
    console.info(`with cheers: ${JSON.stringify(withMany)} SQL statements (each including the session's)`);
  }, 60_000);
});
