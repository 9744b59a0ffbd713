import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  challengeParticipants,
  challenges,
  checkIns,
  leaderboardStandings,
} from '#server/db/schema/challenges';
import { notifications } from '#server/db/schema/social';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenChallenge, givenJoined, givenPerson, TEST_TODAY } from '#server/testing/given';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An active challenge with its organizer and one participant, each with a check-in and a standings row. */
async function givenChallengeWithParticipant() {
  const organizer = await givenPerson(t, { name: 'Olga' });
  const participant = await givenPerson(t, { name: 'Pia' });
  const challenge = await givenChallenge(organizer.client, { title: 'Step Up' });
  await givenJoined(participant.client, challenge.id);
  for (const { user } of [organizer, participant]) {
    await t.db.insert(checkIns).values({
      userId: user.id,
      challengeId: challenge.id,
      date: TEST_TODAY,
      goalData: { sugarFree: true },
      sugarFree: true,
    });
    await t.db
      .insert(leaderboardStandings)
      .values({ challengeId: challenge.id, userId: user.id, successfulDays: 1, totalCheckIns: 1 });
  }
  return { organizer, participant, challenge };
}

/** What is left of `userId` in the challenge: their seat, check-ins and standings row. */
async function traceOf(challengeId: string, userId: string) {
  const [seats, days, standings] = await Promise.all([
    t.db
      .select()
      .from(challengeParticipants)
      .where(
        and(eq(challengeParticipants.challengeId, challengeId), eq(challengeParticipants.userId, userId)),
      ),
    t.db
      .select()
      .from(checkIns)
      .where(and(eq(checkIns.challengeId, challengeId), eq(checkIns.userId, userId))),
    t.db
      .select()
      .from(leaderboardStandings)
      .where(and(eq(leaderboardStandings.challengeId, challengeId), eq(leaderboardStandings.userId, userId))),
  ]);
  return { seats: seats.length, checkIns: days.length, standings: standings.length };
}

const whole = { seats: 1, checkIns: 1, standings: 1 };
const gone = { seats: 0, checkIns: 0, standings: 0 };
const messageOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string } }).error.message;

describe('leaving a challenge', () => {
  it('lets a participant leave, taking their check-ins and standing with them', async () => {
    const { organizer, participant, challenge } = await givenChallengeWithParticipant();
    const response = await participant.client.post(`/api/challenges/${challenge.id}/leave`);
    expect(response.status).toBe(204);
    expect(await traceOf(challenge.id, participant.user.id)).toEqual(gone);
    expect(await traceOf(challenge.id, organizer.user.id)).toEqual(whole);
    const seen = await (await participant.client.get(`/api/challenges/${challenge.id}`)).json();
    expect(seen).toMatchObject({ participantCount: 1, viewer: { isParticipant: false, canCheckIn: false } });
    expect(await (await participant.client.get('/api/challenges')).json()).toEqual({ challenges: [] });
  });

  it('refuses the organizer, an outsider and an anonymous visitor', async () => {
    const { organizer, participant, challenge } = await givenChallengeWithParticipant();
    const byOrganizer = await organizer.client.post(`/api/challenges/${challenge.id}/leave`);
    expect(byOrganizer.status).toBe(403);
    expect(await messageOf(byOrganizer)).toBe(
      'The organizer cannot leave their own challenge. Delete it instead.',
    );
    const { client: outsider } = await givenPerson(t);
    const byOutsider = await outsider.post(`/api/challenges/${challenge.id}/leave`);
    expect(byOutsider.status).toBe(403);
    expect(await messageOf(byOutsider)).toBe('You are not a participant in this challenge.');
    expect((await t.visitor().post(`/api/challenges/${challenge.id}/leave`)).status).toBe(401);
    expect(await traceOf(challenge.id, organizer.user.id)).toEqual(whole);
    expect(await traceOf(challenge.id, participant.user.id)).toEqual(whole);
  });

  it('answers a malformed id, an unknown challenge and a template with 404', async () => {
    const { client } = await givenPerson(t);
    const [template] = await t.db.select().from(challenges).where(isNull(challenges.organizerId));
    for (const id of ['nope', '0b8e6e1c-2f7e-4a53-9a41-7d2f0c1e9b11', template!.id]) {
      const response = await client.post(`/api/challenges/${id}/leave`);
      expect(response.status).toBe(404);
      expect(await messageOf(response)).toBe('Challenge not found');
    }
  });

  it('refuses someone who left when they try the share link again: rejoining needs a new invitation', async () => {
    const { participant, challenge } = await givenChallengeWithParticipant();
    await participant.client.post(`/api/challenges/${challenge.id}/leave`);
    const again = await participant.client.post(`/api/challenges/${challenge.id}/join`);
    expect(again.status).toBe(403);
    expect(await messageOf(again)).toBe(
      'You left this challenge. Ask a participant for a new invitation to join again.',
    );
    expect(await traceOf(challenge.id, participant.user.id)).toEqual(gone);
  });
});

describe('removing a participant', () => {
  it('lets the organizer remove someone, with their check-ins and standing, and tells them', async () => {
    const { organizer, participant, challenge } = await givenChallengeWithParticipant();
    const response = await organizer.client.delete(
      `/api/challenges/${challenge.id}/participants/${participant.user.id}`,
    );
    expect(response.status).toBe(204);
    expect(await traceOf(challenge.id, participant.user.id)).toEqual(gone);
    expect(await traceOf(challenge.id, organizer.user.id)).toEqual(whole);
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, participant.user.id), eq(notifications.challengeId, challenge.id)));
    const again = await participant.client.post(`/api/challenges/${challenge.id}/join`);
    expect(again.status).toBe(403);
    expect(told).toMatchObject([
      {
        type: 'update',
        title: 'Removed from challenge',
        message: 'You have been removed from the challenge "Step Up"',
      },
    ]);
  });

  it('refuses a participant, an outsider and an anonymous visitor', async () => {
    const { organizer, participant, challenge } = await givenChallengeWithParticipant();
    const path = `/api/challenges/${challenge.id}/participants/${organizer.user.id}`;
    const byParticipant = await participant.client.delete(path);
    expect(byParticipant.status).toBe(403);
    expect(await messageOf(byParticipant)).toBe('Only the organizer can remove participants.');
    const { client: outsider } = await givenPerson(t);
    const otherPath = `/api/challenges/${challenge.id}/participants/${participant.user.id}`;
    expect((await outsider.delete(otherPath)).status).toBe(403);
    expect((await t.visitor().delete(otherPath)).status).toBe(401);
    expect(await traceOf(challenge.id, organizer.user.id)).toEqual(whole);
    expect(await traceOf(challenge.id, participant.user.id)).toEqual(whole);
  });

  it('never lets the organizer remove themselves', async () => {
    const { organizer, challenge } = await givenChallengeWithParticipant();
    const response = await organizer.client.delete(
      `/api/challenges/${challenge.id}/participants/${organizer.user.id}`,
    );
    expect(response.status).toBe(400);
    expect(await messageOf(response)).toBe('You cannot remove yourself from your own challenge.');
    expect(await traceOf(challenge.id, organizer.user.id)).toEqual(whole);
  });

  it('answers someone who is not a participant, and a malformed challenge id, with 404', async () => {
    const { organizer, challenge } = await givenChallengeWithParticipant();
    const { user: outsider } = await givenPerson(t);
    for (const userId of [outsider.id, 'no-such-person', encodeURIComponent("x' or 1=1 --")]) {
      const response = await organizer.client.delete(
        `/api/challenges/${challenge.id}/participants/${userId}`,
      );
      expect(response.status).toBe(404);
      expect(await messageOf(response)).toBe('Participant not found');
    }
    const malformed = await organizer.client.delete(`/api/challenges/nope/participants/${outsider.id}`);
    expect(malformed.status).toBe(404);
  });
});
