import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/auth';
import { challenges } from '#server/db/schema/challenges';
import { groupChallenges } from '#server/db/schema/social';
import { runMigrationFile } from '#server/testing/migration-file';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { givenChallenge, givenPerson, TEST_TODAY } from '#server/testing/given';
import { insertGroup } from '#server/testing/fixtures/groups';

// A timezone the runtime does not know, stored by an older version or by hand, must never break a read: dates are
// then computed in UTC. (update-user once stored 'Mars/Olympus_Mons'; every member's Challenges tab answered 500.)
// Reads computed in SQL (the leaderboard's "today") rely on migration 0009, which turned stored unknown zones into
// UTC, and on every zone being checked where it is written (decision 021).
const MARS = 'Mars/Olympus_Mons';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function givenGroupChallengeInMarsTime() {
  const organizer = await givenPerson(t, { name: 'Olga Organizer' });
  const member = await givenPerson(t, { name: 'Max Member' });
  const group = await insertGroup(t.db, [
    [organizer.user.id, 'admin'],
    [member.user.id, 'member'],
  ]);
  const challenge = await givenChallenge(organizer.client);
  await t.db.insert(groupChallenges).values({ groupId: group.id, challengeId: challenge.id });
  await member.client.post(`/api/challenges/${challenge.id}/join`);
  await t.db.update(users).set({ timezone: MARS }).where(eq(users.id, organizer.user.id));
  await t.db.update(challenges).set({ timezone: MARS }).where(eq(challenges.id, challenge.id));
  return { organizer, member, group, challenge };
}

describe('an unknown timezone stored in the database', () => {
  it('leaves every screen of the challenge and its group readable, in UTC', async () => {
    const { organizer, member, group, challenge } = await givenGroupChallengeInMarsTime();
    for (const person of [organizer, member]) {
      for (const path of [
        `/api/groups/${group.id}/challenges`,
        `/api/challenges/${challenge.id}`,
        `/api/challenges/${challenge.id}/leaderboard`,
        `/api/challenges/${challenge.id}/check-ins`,
        '/api/challenges',
        '/api/dashboard',
        '/api/profile/stats',
        '/api/me',
      ]) {
        const response = await person.client.get(path);
        expect(response.status, `${path} for ${person.user.name}`).toBe(200);
      }
    }
    const detail = await (await member.client.get(`/api/challenges/${challenge.id}`)).json();
    expect(detail).toMatchObject({ today: TEST_TODAY });
  });

  it('is turned into UTC by migration 0009, after which the leaderboard (computed in SQL) reads again', async () => {
    const { member, challenge } = await givenGroupChallengeInMarsTime();
    const latecomer = await givenPerson(t, { name: 'Lea Latecomer' });
    await latecomer.client.post(`/api/challenges/${challenge.id}/join`);
    await latecomer.client.post(`/api/challenges/${challenge.id}/check-ins`, { date: TEST_TODAY, met: true });
    await runMigrationFile(t.db, '0009_unknown_time_zones_to_utc.sql');
    for (const person of [member, latecomer]) {
      expect((await person.client.get(`/api/challenges/${challenge.id}/leaderboard`)).status).toBe(200);
    }
    const [row] = await t.db.select().from(challenges).where(eq(challenges.id, challenge.id));
    expect(row!.timezone).toBe('UTC');
  });

  it('lets the person check in and create challenges, which get UTC rather than the unknown zone', async () => {
    const { organizer, challenge } = await givenGroupChallengeInMarsTime();
    const checkIn = await organizer.client.post(`/api/challenges/${challenge.id}/check-ins`, {
      date: TEST_TODAY,
      met: true,
    });
    expect(checkIn.status).toBe(201);
    const created = await givenChallenge(organizer.client);
    const [row] = await t.db.select().from(challenges).where(eq(challenges.id, created.id));
    expect(row!.timezone).toBe('UTC');
  });
});
