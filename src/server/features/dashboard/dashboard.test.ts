import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { deleteParticipation, givenPerson, insertChallenge, type Person } from '#server/testing/given';
import { checkInPath } from '#server/testing/fixtures/check-ins';
import { dashboardOf } from '#server/testing/fixtures/dashboard';
import { countStatements } from '#server/testing/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(new Date('2026-03-10T12:00:00Z')));

async function checkIn(person: Person, challengeId: string, date: string, met: boolean | object = true) {
  const answer = typeof met === 'boolean' ? { met } : met;
  const response = await person.client.post(checkInPath(challengeId), { date, ...answer });
  expect(response.status).toBe(201);
}

describe('GET /api/dashboard', () => {
  it('refuses an anonymous visitor', async () => {
    expect((await t.visitor().get('/api/dashboard')).status).toBe(401);
  });

  it('gives a newcomer empty sections, the templates, no board and no check-ins', async () => {
    const newcomer = await givenPerson(t, { name: 'Nia Newcomer' });
    const dashboard = await dashboardOf(newcomer);
    expect(dashboard).toMatchObject({
      active: [],
      upcoming: [],
      completed: [],
      leaderboard: null,
      recentCheckIns: [],
      today: [],
    });
    expect(dashboard.templates.length).toBeGreaterThan(0);
    expect(dashboard.templates[0]).toEqual({
      id: expect.any(String),
      title: expect.any(String),
      description: expect.any(String),
      challengeType: expect.any(String),
      rules: expect.any(Array),
      goalConfig: expect.any(Object),
      dailyGoal: expect.objectContaining({ kind: expect.any(String) }),
    });
  });

  it('splits the person’s challenges by status and shows the board of the active one ending soonest', async () => {
    const me = await givenPerson(t, { name: 'Mia Me' });
    const friends = [
      await givenPerson(t, { name: 'Fay Friend' }),
      await givenPerson(t, { name: 'Gus Friend' }),
      await givenPerson(t, { name: 'Hal Friend' }),
    ];
    const later = await insertChallenge(t.db, { organizer: me, title: 'Ends later', endDate: '2026-03-20' });
    const sooner = await insertChallenge(t.db, {
      organizer: friends[0]!,
      participants: [me, friends[1]!, friends[2]!],
      title: 'Ends sooner',
      endDate: '2026-03-12',
    });
    await insertChallenge(t.db, {
      organizer: me,
      title: 'Next month',
      startDate: '2026-04-01',
      endDate: '2026-04-14',
    });
    await insertChallenge(t.db, {
      organizer: me,
      title: 'Last month',
      startDate: '2026-02-01',
      endDate: '2026-02-14',
    });
    const notMine = await insertChallenge(t.db, { organizer: friends[2]!, title: 'Not mine' });

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
    expect(board.viewerEntry).toMatchObject({ userId: me.user.id, position: 4 });

    expect(dashboard.recentCheckIns.map((c) => [c.person.name, c.challengeTitle, c.date])).toEqual([
      ['Mia Me', 'Ends later', '2026-03-09'],
      ['Mia Me', 'Ends sooner', '2026-03-01'],
      ['Hal Friend', 'Ends sooner', '2026-03-05'],
    ]);
  });

  it('runs the same few SQL statements whatever the number of challenges', async () => {
    const busy = await givenPerson(t, { name: 'Bo Busy' });
    const statementsFor = async () => {
      const session = await countStatements(t.db, () => busy.client.get('/api/me')); // the session + 1
      const dashboard = await countStatements(t.db, () => busy.client.get('/api/dashboard'));
      sessionStatements = session - 1;
      return dashboard - sessionStatements;
    };
    let sessionStatements = 0;
    await busy.client.get('/api/dashboard'); // the templates are read once per database, by the first dashboard
    const first = await insertChallenge(t.db, { organizer: busy });
    await checkIn(busy, first.id, '2026-03-09');
    const withOne = await statementsFor();
    const friend = await givenPerson(t, { name: 'Fin Friend' });
    for (let i = 0; i < 8; i++) {
      const challenge = await insertChallenge(t.db, {
        organizer: busy,
        participants: [friend],
        endDate: `2026-03-${20 + i}`,
        challengeType: i % 2 ? 'step_count' : 'sugar_free',
      });
      await checkIn(busy, challenge.id, '2026-03-10', i % 2 ? { stepCount: 500 } : true);
      await checkIn(friend, challenge.id, '2026-03-10', i % 2 ? { stepCount: 500 } : true);
    }
    const withNine = await statementsFor();
    // every part of the dashboard is there with nine challenges: the count covers them all
    const nine = await dashboardOf(busy);
    expect(nine.today).toHaveLength(9);
    expect(nine.today.filter((entry) => entry.checkIn).length).toBe(8);
    expect(nine.leaderboard).not.toBeNull();
    expect(withOne + sessionStatements).toBeLessThanOrEqual(4);
    expect(withNine).toBe(withOne);
    console.info(`GET /api/dashboard: ${withNine} SQL statements, plus ${sessionStatements} for the session`);
  });
});

describe('GET /api/dashboard: the Today panel', () => {
  it('lists each active challenge the person takes part in with their day, streak and the group’s count', async () => {
    const me = await givenPerson(t, { name: 'Tia Today' });
    const [fay, gus] = [
      await givenPerson(t, { name: 'Fay Today' }),
      await givenPerson(t, { name: 'Gus Today' }),
    ];
    const sugar = await insertChallenge(t.db, { organizer: me, participants: [fay, gus], title: 'No sugar' });
    const steps = await insertChallenge(t.db, {
      organizer: fay,
      participants: [me],
      title: 'Walk more',
      challengeType: 'step_count',
      goalConfig: { target_steps: 8000 },
      endDate: '2026-03-20',
    });
    await insertChallenge(t.db, {
      organizer: me,
      title: 'Later',
      startDate: '2026-04-01',
      endDate: '2026-04-14',
    });
    await insertChallenge(t.db, {
      organizer: me,
      title: 'Past',
      startDate: '2026-02-01',
      endDate: '2026-02-14',
    });
    await checkIn(me, sugar.id, '2026-03-08');
    await checkIn(me, sugar.id, '2026-03-09');
    await checkIn(me, sugar.id, '2026-03-10');
    await checkIn(fay, sugar.id, '2026-03-10', false);
    await checkIn(gus, sugar.id, '2026-03-09');
    await checkIn(me, steps.id, '2026-03-09', { stepCount: 9000 });

    const { today } = await dashboardOf(me);
    expect(today.map((entry) => entry.title)).toEqual(['No sugar', 'Walk more']);
    expect(today[0]).toMatchObject({
      challengeId: sugar.id,
      challengeType: 'sugar_free',
      date: '2026-03-10',
      checkIn: { userId: me.user.id, date: '2026-03-10', met: true, stepCount: null },
      canCheckIn: false,
      targetSteps: null,
      currentStreak: 3,
      // me and Fay for 2026-03-10 (a missed day is a check-in too); Gus only yesterday; Fay's is there to cheer
      group: { checkedIn: 2, participants: 3, othersCheckedIn: 1, cheeredByViewer: 0 },
    });
    // not checked in yet today: yesterday's streak still stands
    expect(today[1]).toEqual({
      challengeId: steps.id,
      title: 'Walk more',
      challengeType: 'step_count',
      date: '2026-03-10',
      viewerToday: '2026-03-10',
      checkIn: null,
      canCheckIn: true,
      targetSteps: 8000,
      dailyGoal: { kind: 'amount', unit: 'steps', customUnit: null, target: 8000, direction: 'at_least' },
      currentStreak: 1,
      restDays: { used: 0, budget: 1 },
      group: { checkedIn: 0, participants: 2, othersCheckedIn: 0, cheeredByViewer: 0 },
    });
  });

  it('shows a step check-in with its steps, a missed day as missed, and a broken streak as 0', async () => {
    const me = await givenPerson(t, { name: 'Sol Steps' });
    const steps = await insertChallenge(t.db, {
      organizer: me,
      challengeType: 'step_count',
      goalConfig: { target_steps: 8000 },
    });
    await checkIn(me, steps.id, '2026-03-09', { stepCount: 9000 });
    await checkIn(me, steps.id, '2026-03-10', { stepCount: 4000 });
    const [entry] = (await dashboardOf(me)).today;
    expect(entry).toMatchObject({
      checkIn: { met: false, stepCount: 4000, targetSteps: 8000 },
      canCheckIn: false,
      currentStreak: 0,
    });
  });

  it('lets a streak lapse after a whole day without a check-in', async () => {
    const me = await givenPerson(t, { name: 'Lu Lapse' });
    const challenge = await insertChallenge(t.db, { organizer: me });
    await checkIn(me, challenge.id, '2026-03-07');
    await checkIn(me, challenge.id, '2026-03-08');
    expect((await dashboardOf(me)).today[0]).toMatchObject({ currentStreak: 0, canCheckIn: true });
  });

  it('shows nothing of anyone else’s check-ins beyond the counts', async () => {
    const me = await givenPerson(t, { name: 'Pri Private' });
    const other = await givenPerson(t, { name: 'Oz Other' });
    const challenge = await insertChallenge(t.db, { organizer: other, participants: [me] });
    const response = await other.client.post(checkInPath(challenge.id), {
      date: '2026-03-10',
      met: true,
      notes: 'a private note of Oz',
    });
    expect(response.status).toBe(201);
    const otherCheckIn = (await response.json()) as { id: string };

    const [entry] = (await dashboardOf(me)).today;
    expect(entry).toMatchObject({ checkIn: null, canCheckIn: true, currentStreak: 0 });
    expect(entry!.group).toEqual({ checkedIn: 1, participants: 2, othersCheckedIn: 1, cheeredByViewer: 0 });
    const json = JSON.stringify(entry);
    for (const secret of [other.user.id, otherCheckIn.id, 'a private note of Oz', 'Oz Other']) {
      expect(json).not.toContain(secret);
    }
  });

  it('counts only people who still take part, and leaves out a challenge the organizer no longer takes part in', async () => {
    const me = await givenPerson(t, { name: 'Ola Organizer' });
    const leaver = await givenPerson(t, { name: 'Lev Leaver' });
    const challenge = await insertChallenge(t.db, { organizer: me, participants: [leaver] });
    await checkIn(leaver, challenge.id, '2026-03-10');
    await deleteParticipation(t.db, challenge.id, leaver);
    expect((await dashboardOf(me)).today[0]!.group).toEqual({
      checkedIn: 0,
      participants: 1,
      othersCheckedIn: 0,
      cheeredByViewer: 0,
    });

    await deleteParticipation(t.db, challenge.id, me);
    const dashboard = await dashboardOf(me);
    expect(dashboard.active.map((c) => c.id)).toEqual([challenge.id]);
    expect(dashboard.today).toEqual([]);
  });

  it('uses the person’s own today, capped at the end date, as the challenge page does', async () => {
    const east = await givenPerson(t, { name: 'Kai East', timezone: 'Pacific/Kiritimati' }); // UTC+14: already 2026-03-11
    const open = await insertChallenge(t.db, { organizer: east, title: 'Open' });
    const ending = await insertChallenge(t.db, {
      organizer: east,
      title: 'Ends today',
      endDate: '2026-03-10',
    });
    const today = (await dashboardOf(east)).today;
    expect(today.find((e) => e.challengeId === open.id)).toMatchObject({
      date: '2026-03-11',
      canCheckIn: true,
    });
    expect(today.find((e) => e.challengeId === ending.id)).toMatchObject({
      date: '2026-03-10',
      viewerToday: '2026-03-11',
      canCheckIn: true,
    });
  });

  it('cannot check in while the person’s today is still before the start', async () => {
    const west = await givenPerson(t, { name: 'Wes West', timezone: 'Pacific/Pago_Pago' }); // UTC-11: still 2026-03-10
    // started 2026-03-11 in its own zone (UTC+14), so it is active
    const challenge = await insertChallenge(t.db, {
      organizer: west,
      timezone: 'Pacific/Kiritimati',
      startDate: '2026-03-11',
      endDate: '2026-03-24',
    });
    const dashboard = await dashboardOf(west);
    expect(dashboard.active.map((c) => c.id)).toEqual([challenge.id]);
    expect(dashboard.today[0]).toMatchObject({ date: '2026-03-10', canCheckIn: false, checkIn: null });
  });
});
