import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChallengeResults, NextRound } from '#shared/challenge-rounds/challenge-rounds.types';
import type { ChallengeDetail } from '#shared/challenges/challenges.types';
import { addDays } from '#shared/domain/calendar-date';
import type { NotificationList } from '#shared/notifications/notifications.types';
import { challenges } from '#server/db/schema/challenges';
import { groupChallenges, invitations } from '#server/db/schema/social';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenPerson, insertChallenge, type Person, TEST_TODAY } from '#server/testing/given';
import { givenFinishedChallenge, insertWalkers } from '#server/testing/fixtures/challenge-rounds';
import { insertGroup } from '#server/testing/fixtures/groups';
import { errorOf } from '#server/testing/http';
import { roundMessages } from './round-messages';

// product-rules.md#results-and-rounds: "Run it again".

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const runAgain = (person: Person, challengeId: string, body: object = {}) =>
  person.client.post(`/api/challenges/${challengeId}/rounds`, body);

const detailOf = async (person: Person, id: string) =>
  (await (await person.client.get(`/api/challenges/${id}`)).json()) as ChallengeDetail;

const invitationIn = async (person: Person, challengeId: string) => {
  const list = (await (await person.client.get('/api/notifications')).json()) as NotificationList;
  return list.notifications.find((item) => item.type === 'invitation' && item.challengeId === challengeId);
};

describe('running a completed challenge again', () => {
  it('starts round 2 with the same settings and invites everyone, who join it in one tap', async () => {
    const organizer = await givenPerson(t, { name: 'Olga Organizer' });
    const ana = await givenPerson(t, { name: 'Ana Walker' });
    const ben = await givenPerson(t, { name: 'Ben Walker' });
    const source = await givenFinishedChallenge(t, {
      organizer,
      others: [ana, ben],
      metDays: [[0, 1], [0], []],
    });
    await t.db
      .update(challenges)
      .set({ challengeType: 'step_count', goalConfig: { target_steps: 8000 }, maxParticipants: 6 })
      .where(eq(challenges.id, source.id));

    const response = await runAgain(organizer, source.id, { startDate: addDays(TEST_TODAY, 2) });
    expect(response.status).toBe(201);
    const round = (await response.json()) as NextRound;
    expect(round).toMatchObject({
      roundNumber: 2,
      startDate: addDays(TEST_TODAY, 2),
      endDate: addDays(TEST_TODAY, 15),
      invited: 2,
    });
    const [copy] = await t.db.select().from(challenges).where(eq(challenges.id, round.id));
    expect(copy).toMatchObject({
      title: source.title,
      description: source.description,
      rules: source.rules,
      challengeType: 'step_count',
      goalConfig: { target_steps: 8000 },
      maxParticipants: 6,
      timezone: source.timezone,
      organizerId: organizer.user.id,
      previousRoundId: source.id,
      seriesId: source.id,
      roundNumber: 2,
    });

    // the organizer is in; the others are invited, not joined
    const detail = await detailOf(organizer, round.id);
    expect(detail.participants.map((person) => person.id)).toEqual([organizer.user.id]);
    expect(detail.round).toEqual({ number: 2, previous: { id: source.id, title: source.title }, next: null });
    expect((await detailOf(organizer, source.id)).round).toEqual({
      number: 1,
      previous: null,
      next: { id: round.id, title: source.title, startDate: round.startDate },
    });

    const invitation = await invitationIn(ana, round.id);
    expect(invitation).toMatchObject({
      title: 'Challenge Invitation',
      message: `Olga Organizer invited you to Round 2 of "${source.title}"`,
      canAcceptInvitation: true,
    });
    expect(await invitationIn(ben, round.id)).toBeDefined();
    expect(await invitationIn(organizer, round.id)).toBeUndefined();
    // no e-mails: everyone invited this way has an account and a bell
    expect(t.sent.filter((mail) => mail.to === ana.user.email)).toEqual([]);

    const accepted = await ana.client.post(`/api/notifications/${invitation!.id}/accept-invitation`);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ challengeId: round.id });
    expect((await detailOf(ana, round.id)).viewer.isParticipant).toBe(true);

    // the finished round's results no longer offer it
    const results = (await (
      await organizer.client.get(`/api/challenges/${source.id}/results`)
    ).json()) as ChallengeResults;
    expect(results.viewer.canRunAgain).toBe(false);
    expect(results.round.next?.id).toBe(round.id);
    expect(results.progress.map((item) => [item.roundNumber, item.status])).toEqual([
      [1, 'completed'],
      [2, 'upcoming'],
    ]);
  });

  it('starts tomorrow unless the organizer picks a day', async () => {
    const organizer = await givenPerson(t);
    const source = await givenFinishedChallenge(t, { organizer, others: [] });
    const response = await runAgain(organizer, source.id);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      startDate: addDays(TEST_TODAY, 1),
      endDate: addDays(TEST_TODAY, 14),
      invited: 0,
    });
  });

  it('is refused a second time, so there is never a second round 2', async () => {
    const organizer = await givenPerson(t);
    const [other] = await insertWalkers(t, 1);
    const source = await givenFinishedChallenge(t, { organizer, others: [other!] });
    const answers = await Promise.all([runAgain(organizer, source.id), runAgain(organizer, source.id)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const again = await runAgain(organizer, source.id);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(roundMessages.alreadyRunAgain);
    const rounds = await t.db.select().from(challenges).where(eq(challenges.previousRoundId, source.id));
    expect(rounds).toHaveLength(1);
    expect(
      await t.db.select().from(invitations).where(eq(invitations.challengeId, rounds[0]!.id)),
    ).toHaveLength(1);
  });

  it('counts rounds on: round 2 run again is round 3 of the same series, with every round in its progress', async () => {
    const organizer = await givenPerson(t);
    const first = await insertChallenge(t.db, {
      organizer,
      startDate: addDays(TEST_TODAY, -40),
      endDate: addDays(TEST_TODAY, -27),
    });
    const second = await givenFinishedChallenge(t, {
      organizer,
      others: [],
      metDays: [[0, 1, 2, 3, 4, 5, 6]],
    });
    await t.db
      .update(challenges)
      .set({ previousRoundId: first.id, seriesId: first.id, roundNumber: 2 })
      .where(eq(challenges.id, second.id));
    const response = await runAgain(organizer, second.id);
    expect(response.status).toBe(201);
    const third = (await response.json()) as NextRound;
    expect(third.roundNumber).toBe(3);
    const [row] = await t.db.select().from(challenges).where(eq(challenges.id, third.id));
    expect(row).toMatchObject({ seriesId: first.id, previousRoundId: second.id });
    const results = (await (
      await organizer.client.get(`/api/challenges/${second.id}/results`)
    ).json()) as ChallengeResults;
    expect(results.round).toMatchObject({ number: 2, previous: { id: first.id }, next: { id: third.id } });
    expect(results.progress.map((item) => [item.roundNumber, item.yourRate, item.groupRate])).toEqual([
      [1, 0, 0],
      [2, 50, 50],
      [3, 0, 0],
    ]);
  });

  it('keeps a group challenge in its group', async () => {
    const organizer = await givenPerson(t);
    const group = await insertGroup(t.db, [[organizer.user.id, 'admin']]);
    const source = await givenFinishedChallenge(t, { organizer, others: [] });
    await t.db.insert(groupChallenges).values({ groupId: group.id, challengeId: source.id });
    const round = (await (await runAgain(organizer, source.id)).json()) as NextRound;
    expect((await detailOf(organizer, round.id)).group).toMatchObject({ id: group.id });
  });
});

describe('who may run it again, and when', () => {
  it('refuses a participant and an outsider: only the organizer may', async () => {
    const organizer = await givenPerson(t);
    const participant = await givenPerson(t);
    const outsider = await givenPerson(t);
    const source = await givenFinishedChallenge(t, { organizer, others: [participant] });
    for (const someone of [participant, outsider]) {
      const response = await runAgain(someone, source.id);
      expect(response.status).toBe(403);
      expect((await errorOf(response)).message).toBe(roundMessages.notOrganizer);
    }
    expect(await t.db.select().from(challenges).where(eq(challenges.previousRoundId, source.id))).toEqual([]);
  });

  it('refuses a challenge that has not ended', async () => {
    const organizer = await givenPerson(t);
    for (const status of ['upcoming', 'active'] as const) {
      const challenge = await insertChallenge(t.db, { organizer, status });
      const response = await runAgain(organizer, challenge.id);
      expect(response.status).toBe(409);
      expect((await errorOf(response)).message).toBe(roundMessages.notCompleted);
    }
  });

  it('refuses a template as if it did not exist, and a missing challenge', async () => {
    const organizer = await givenPerson(t);
    const template = await insertChallenge(t.db, { organizer: null, status: 'completed' });
    const response = await runAgain(organizer, template.id);
    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toBe('Challenge not found');
    expect((await runAgain(organizer, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await runAgain(organizer, 'nope')).status).toBe(404);
  });

  it('refuses a start before today and a date that is not one', async () => {
    const organizer = await givenPerson(t);
    const source = await givenFinishedChallenge(t, { organizer, others: [] });
    const past = await runAgain(organizer, source.id, { startDate: addDays(TEST_TODAY, -1) });
    expect(past.status).toBe(400);
    expect((await errorOf(past)).message).toBe(roundMessages.startDateInPast);
    const bad = await runAgain(organizer, source.id, { startDate: '2026-02-30' });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toMatchObject({ startDate: 'Please enter a valid date.' });
    expect((await runAgain(organizer, source.id, { startDate: TEST_TODAY, extra: 1 })).status).toBe(400);
  });

  it('needs a signed-in person', async () => {
    const organizer = await givenPerson(t);
    const source = await givenFinishedChallenge(t, { organizer, others: [] });
    expect((await t.visitor().post(`/api/challenges/${source.id}/rounds`, {})).status).toBe(401);
  });
});
