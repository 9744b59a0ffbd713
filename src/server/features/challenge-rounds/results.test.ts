import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChallengeResults } from '#shared/challenge-rounds/challenge-rounds.types';
import type { NotificationList } from '#shared/notifications/notifications.types';
import { notificationTarget } from '#shared/notifications/notification-target';
import { addDays } from '#shared/domain/calendar-date';
import { deliverFinalResults } from '#server/scheduler/final-results';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { groupChallenges } from '#server/db/schema/social';
import { deleteParticipation, givenPerson, insertChallenge, TEST_TODAY } from '#server/testing/given';
import { givenFinishedChallenge, insertDays, insertWalkers } from '#server/testing/fixtures/challenge-rounds';
import { givenGroup, givenMember } from '#server/testing/fixtures/groups';
import { countStatements, errorOf } from '#server/testing/http';
import { roundMessages } from './round-messages';

// product-rules.md#results-and-rounds: a completed challenge's results view.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const resultsOf = async (client: { get(path: string): Promise<Response> }, id: string) => {
  const response = await client.get(`/api/challenges/${id}/results`);
  expect(response.status).toBe(200);
  return (await response.json()) as ChallengeResults;
};

describe('the results view of a completed challenge', () => {
  it('shows the podium in the board order, everyone’s calendar and the personal bests', async () => {
    const organizer = await givenPerson(t, { name: 'Olga Organizer' });
    const ana = await givenPerson(t, { name: 'Ana Perfect' });
    const [bo, cy, dee] = await insertWalkers(t, 3);
    const all14 = Array.from({ length: 14 }, (_, day) => day);
    const challenge = await givenFinishedChallenge(t, {
      organizer,
      others: [ana, bo!, cy!, dee!],
      // organizer 5 met, Ana all 14, Bo 5 met (a longer streak than the organizer's), Cy 2, Dee nothing
      metDays: [[0, 2, 4, 6, 8], all14, [0, 1, 2, 3, 4], [0, 1], []],
      missedDays: [[1, 3], [], [5], [2], []],
    });

    const results = await resultsOf(organizer.client, challenge.id);
    expect(results.days).toHaveLength(14);
    expect(results.days[0]).toBe(challenge.startDate);
    expect(results.podium.map((entry) => [entry.person.name, entry.position])).toEqual([
      ['Ana Perfect', 1],
      ['Walker 1', 2],
      ['Olga Organizer', 3],
    ]);
    expect(results.entries.map((entry) => [entry.person.name, entry.position])).toEqual([
      ['Ana Perfect', 1],
      ['Walker 1', 2],
      ['Olga Organizer', 3],
      ['Walker 2', 4],
      ['Walker 3', null],
    ]);
    const [first, , third] = results.entries;
    expect(first).toMatchObject({ successfulDays: 14, successRate: 100, bestStreak: 14, isPerfect: true });
    expect(first!.days.every((day) => day === 'met')).toBe(true);
    expect(third).toMatchObject({ successfulDays: 5, successRate: 36, bestStreak: 1, isPerfect: false });
    expect(third!.days.slice(0, 6)).toEqual(['met', 'missed', 'met', 'missed', 'met', 'none']);
    expect(results.entries[4]!.days.every((day) => day === 'none')).toBe(true);
    expect(results.longestStreak).toEqual({ days: 14, people: [first!.person] });
    expect(results.viewer).toEqual({ userId: organizer.user.id, isOrganizer: true, canRunAgain: true });
    expect(results.round).toEqual({ number: 1, previous: null, next: null });
    expect(results.progress).toEqual([
      expect.objectContaining({
        challengeId: challenge.id,
        roundNumber: 1,
        yourRate: 36,
        status: 'completed',
      }),
    ]);
    // 26 met days of 5 people × 14 days
    expect(results.progress[0]!.groupRate).toBe(37);

    // a participant sees the same results, without Run it again
    const seen = await resultsOf(ana.client, challenge.id);
    expect(seen.podium).toEqual(results.podium);
    expect(seen.viewer).toEqual({ userId: ana.user.id, isOrganizer: false, canRunAgain: false });
    expect(seen.progress[0]!.yourRate).toBe(100);
  });

  it('shares a place on the podium between equal standings', async () => {
    const organizer = await givenPerson(t);
    const [one, two, three] = await insertWalkers(t, 3);
    const challenge = await givenFinishedChallenge(t, {
      organizer,
      others: [one!, two!, three!],
      metDays: [[0, 1, 2], [0, 1, 2], [5], [7]],
    });
    const results = await resultsOf(organizer.client, challenge.id);
    expect(results.podium.map((entry) => entry.position)).toEqual([1, 1, 3, 3]);
  });

  it('costs the same few statements with 3 or 10 participants', async () => {
    const statementsFor = async (people: number) => {
      const organizer = await givenPerson(t);
      const others = await insertWalkers(t, people - 1);
      const challenge = await givenFinishedChallenge(t, {
        organizer,
        others,
        metDays: Array.from({ length: people }, (_, index) => [0, 1, 4 + (index % 10)]),
        missedDays: Array.from({ length: people }, () => [3]),
      });
      let answered = 0;
      const statements = await countStatements(t.db, async () => {
        answered = (await organizer.client.get(`/api/challenges/${challenge.id}/results`)).status;
      });
      expect(answered).toBe(200);
      return statements;
    };
    const forThree = await statementsFor(3);
    const forTen = await statementsFor(10);
    expect(forTen).toBe(forThree);
    // the session, the challenge, its standings, its check-ins and its series
    expect(forThree).toBeLessThanOrEqual(5);
  });

  it('is refused before the challenge has ended, for a template and for a missing challenge', async () => {
    const organizer = await givenPerson(t);
    for (const status of ['upcoming', 'active'] as const) {
      const challenge = await insertChallenge(t.db, { organizer, status });
      const response = await organizer.client.get(`/api/challenges/${challenge.id}/results`);
      expect(response.status).toBe(409);
      expect((await errorOf(response)).message).toBe(roundMessages.resultsNotReady);
    }
    const template = await insertChallenge(t.db, { organizer: null, status: 'completed' });
    const missing = await organizer.client.get(`/api/challenges/${template.id}/results`);
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).message).toBe('Challenge not found');
    expect((await organizer.client.get('/api/challenges/not-a-uuid/results')).status).toBe(404);
  });

  it('is read by exactly those who may read the board, refused to the others as the board refuses them', async () => {
    const organizer = await givenPerson(t, { name: 'Olga Organizer' });
    const participant = await givenPerson(t, { name: 'Pia Participant' });
    const leaver = await givenPerson(t, { name: 'Lou Leaver' });
    const outsider = await givenPerson(t, { name: 'Otto Outsider' });
    const group = await givenGroup(organizer.client, { name: 'Walkers' });
    const groupMember = await givenMember(t, group.id, 'member', 'Gus Groupmember');
    const challenge = await givenFinishedChallenge(t, {
      organizer,
      others: [participant, leaver],
      metDays: [[0, 1], [0, 1, 2], [0]],
    });
    await t.db.insert(groupChallenges).values({ groupId: group.id, challengeId: challenge.id });
    expect((await leaver.client.post(`/api/challenges/${challenge.id}/leave`)).status).toBeLessThan(300);
    // the board shows itself to its organizer even off the participant list
    const organizerOffTheList = await givenPerson(t, { name: 'Odo Organizer' });
    const handedOn = await givenFinishedChallenge(t, {
      organizer: organizerOffTheList,
      others: [participant],
    });
    await deleteParticipation(t.db, handedOn.id, organizerOffTheList);
    const notEnded = await insertChallenge(t.db, {
      organizer,
      participants: [participant],
      status: 'active',
    });

    const cases = [
      { actor: 'a participant', client: participant.client, id: challenge.id, status: 200 },
      { actor: 'the organizer', client: organizer.client, id: challenge.id, status: 200 },
      {
        actor: 'an organizer off the list',
        client: organizerOffTheList.client,
        id: handedOn.id,
        status: 200,
      },
      { actor: 'an outsider', client: outsider.client, id: challenge.id, status: 403 },
      { actor: 'someone who left', client: leaver.client, id: challenge.id, status: 403 },
      { actor: 'a member of its group', client: groupMember.client, id: challenge.id, status: 403 },
      { actor: 'an outsider before the end', client: outsider.client, id: notEnded.id, status: 403 },
    ];
    for (const { actor, client, id, status } of cases) {
      const results = await client.get(`/api/challenges/${id}/results`);
      const board = await client.get(`/api/challenges/${id}/leaderboard`);
      expect([results.status, board.status], actor).toEqual([status, status]);
      if (status === 403) {
        expect(await errorOf(results), actor).toEqual({
          code: 'FORBIDDEN',
          message: roundMessages.takePartToSeeResults,
        });
      }
    }
  });

  it('needs a signed-in person', async () => {
    const organizer = await givenPerson(t);
    const challenge = await insertChallenge(t.db, { organizer, status: 'completed' });
    expect((await t.visitor().get(`/api/challenges/${challenge.id}/results`)).status).toBe(401);
  });

  it('is where the final-results notification leads', async () => {
    const organizer = await givenPerson(t);
    const startDate = addDays(TEST_TODAY, -30);
    const challenge = await insertChallenge(t.db, { organizer, startDate, endDate: addDays(startDate, 13) });
    expect(await deliverFinalResults(t.db, t.clock.now())).toBeGreaterThanOrEqual(1);
    const list = (await (await organizer.client.get('/api/notifications')).json()) as NotificationList;
    const result = list.notifications.find(
      (item) => item.type === 'result' && item.challengeId === challenge.id,
    );
    expect(result).toBeDefined();
    expect(notificationTarget(result!)).toBe(`/challenge/${challenge.id}#results`);
  });
});

describe('the results of an amount goal (issue 27, decision 082)', () => {
  const pages = { unit: 'pages', target: 20, direction: 'at_least' } as const;

  it('ranks as the board does, with totals, averages and each day’s amount', async () => {
    const organizer = await givenPerson(t, { name: 'Olga Organizer' });
    const ana = await givenPerson(t, { name: 'Ana Reader' });
    const challenge = await givenFinishedChallenge(t, {
      organizer,
      others: [ana],
      amountGoal: pages,
      // one day on target each: Ana read more in all, so she is first by the published tie-break
      amounts: [
        { 0: 20, 1: 5 },
        { 0: 40, 2: 10 },
      ],
    });
    const results = await resultsOf(organizer.client, challenge.id);
    expect(results.dailyGoal).toEqual({ kind: 'amount', customUnit: null, ...pages });
    expect(
      results.entries.map((entry) => [
        entry.person.name,
        entry.position,
        entry.amountTotal,
        entry.amountAverage,
      ]),
    ).toEqual([
      ['Ana Reader', 1, 50, 25],
      ['Olga Organizer', 2, 25, 12.5],
    ]);
    expect(results.entries[1]!.amounts.slice(0, 3)).toEqual([20, 5, null]);
    const board = await (await organizer.client.get(`/api/challenges/${challenge.id}/leaderboard`)).json();
    expect(board.entries.map((entry: { userName: string }) => entry.userName)).toEqual([
      'Ana Reader',
      'Olga Organizer',
    ]);
  });

  it('says round over round how each daily average changed', async () => {
    const organizer = await givenPerson(t, { name: 'Olga Organizer' });
    const first = await givenFinishedChallenge(t, {
      organizer,
      others: [],
      amountGoal: pages,
      amounts: [{ 0: 10, 1: 20 }],
    });
    const response = await organizer.client.post(`/api/challenges/${first.id}/rounds`, {
      startDate: addDays(TEST_TODAY, 1),
    });
    expect(response.status).toBe(201);
    const second = (await response.json()) as { id: string; startDate: string };
    await insertDays(t, second, { organizer, others: [], amountGoal: pages, amounts: [{ 0: 25, 1: 30 }] });

    const { progress } = await resultsOf(organizer.client, first.id);
    expect(
      progress.map((round) => [round.roundNumber, round.yourAmountAverage, round.groupAmountAverage]),
    ).toEqual([
      [1, 15, 15],
      [2, 27.5, 27.5],
    ]);
  });
});
