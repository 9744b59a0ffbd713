import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  challengeParticipants,
  challenges,
  checkIns,
  leaderboardStandings,
} from '#server/db/schema/challenges';
import { invitations, notifications } from '#server/db/schema/social';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenChallenge, givenJoined, givenPerson, TEST_TODAY } from '#server/testing/given';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** How many rows anywhere still belong to the challenge. */
async function rowsOf(challengeId: string) {
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    challenge: await count(t.db.select().from(challenges).where(eq(challenges.id, challengeId))),
    participants: await count(
      t.db.select().from(challengeParticipants).where(eq(challengeParticipants.challengeId, challengeId)),
    ),
    checkIns: await count(t.db.select().from(checkIns).where(eq(checkIns.challengeId, challengeId))),
    standings: await count(
      t.db.select().from(leaderboardStandings).where(eq(leaderboardStandings.challengeId, challengeId)),
    ),
    notifications: await count(
      t.db.select().from(notifications).where(eq(notifications.challengeId, challengeId)),
    ),
    invitations: await count(t.db.select().from(invitations).where(eq(invitations.challengeId, challengeId))),
  };
}

/** A challenge with something in every table that refers to it. */
async function givenLivelyChallenge() {
  const organizer = await givenPerson(t, { name: 'Olga' });
  const participant = await givenPerson(t, { name: 'Pia' });
  const challenge = await givenChallenge(organizer.client);
  await givenJoined(participant.client, challenge.id); // notifies the organizer
  await t.db
    .insert(checkIns)
    .values({ userId: participant.user.id, challengeId: challenge.id, date: TEST_TODAY });
  await t.db.insert(leaderboardStandings).values({ challengeId: challenge.id, userId: participant.user.id });
  await t.db.insert(invitations).values({
    tokenHash: `token-${challenge.id}`,
    email: 'friend@example.com',
    challengeId: challenge.id,
    invitedBy: organizer.user.id,
    expiresAt: new Date('2026-03-17T12:00:00Z'),
  });
  const everything = {
    challenge: 1,
    participants: 2,
    checkIns: 1,
    standings: 1,
    notifications: 1,
    invitations: 1,
  };
  expect(await rowsOf(challenge.id)).toEqual(everything);
  return { organizer, participant, challenge, everything, path: `/api/challenges/${challenge.id}` };
}

describe('deleting a challenge', () => {
  it('lets the organizer delete it with everything that belongs to it, and nothing else', async () => {
    const { organizer, challenge, path } = await givenLivelyChallenge();
    const other = await givenLivelyChallenge();
    const response = await organizer.client.delete(path);
    expect(response.status).toBe(204);
    expect(await rowsOf(challenge.id)).toEqual({
      challenge: 0,
      participants: 0,
      checkIns: 0,
      standings: 0,
      notifications: 0,
      invitations: 0,
    });
    expect(await rowsOf(other.challenge.id)).toEqual(other.everything);
    expect((await organizer.client.get(path)).status).toBe(404);
    expect((await organizer.client.delete(path)).status).toBe(404);
  });

  it('refuses a participant and an outsider, and an anonymous visitor, leaving everything in place', async () => {
    const { participant, challenge, everything, path } = await givenLivelyChallenge();
    const { client: outsider } = await givenPerson(t);
    for (const person of [participant.client, outsider]) {
      const response = await person.delete(path);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        error: { message: 'You can only delete challenges that you created.' },
      });
    }
    expect((await t.visitor().delete(path)).status).toBe(401);
    expect(await rowsOf(challenge.id)).toEqual(everything);
  });

  it('answers a malformed id, an unknown challenge and a template with 404', async () => {
    const { client } = await givenPerson(t);
    const [template] = await t.db.select().from(challenges).where(isNull(challenges.organizerId));
    for (const id of ['nope', '0b8e6e1c-2f7e-4a53-9a41-7d2f0c1e9b11', template!.id]) {
      const response = await client.delete(`/api/challenges/${id}`);
      expect(response.status).toBe(404);
    }
    expect(await rowsOf(template!.id)).toMatchObject({ challenge: 1 });
  });
});
