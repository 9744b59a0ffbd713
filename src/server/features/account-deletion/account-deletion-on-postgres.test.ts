import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeParticipants, challenges } from '#server/db/schema/challenges';
import { givenPerson, insertChallenge, insertPerson } from '#server/testing/given';
import {
  deleteAccountAs,
  rolesIn,
  setGroupJoinedAt,
  setJoinedAt,
} from '#server/testing/fixtures/account-deletion';
import { givenGroup, givenMember } from '#server/testing/fixtures/groups';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { onRealPostgres } from '#server/testing/test-database';

// Account deletion racing the people it hands things to (decision 046): the transfer locks the challenges and groups
// in id order, and leaving locks the same row first, so whichever goes first, the other sees its result. PGlite is
// one connection and cannot race: this needs a real server (TEST_DATABASE_URL; CI sets it).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ROUNDS = 12;
/** Twelve rounds of people signing up (a password hash each) and racing: seconds of real work, not a wait. */
const RACE_TIMEOUT_MS = 60_000;

/**
 * The other request starts a little later each round (the deletion first checks the password, which takes a
 * while), so the rounds sweep across the deletion's transaction: some leave before it, some during, some after.
 */
const later = async <T>(round: number, request: () => Promise<T>) => {
  await new Promise((resolve) => setTimeout(resolve, round * 12));
  return request();
};

async function organizerAndParticipants(challengeId: string) {
  const [row] = await t.db.select().from(challenges).where(eq(challenges.id, challengeId));
  const seats = await t.db
    .select({ userId: challengeParticipants.userId })
    .from(challengeParticipants)
    .where(eq(challengeParticipants.challengeId, challengeId));
  return { organizerId: row?.organizerId, participantIds: seats.map((seat) => seat.userId) };
}

describe('account deletion on PostgreSQL', () => {
  it.skipIf(!onRealPostgres())(
    'hands a challenge on correctly while the next participant leaves at the same moment (needs TEST_DATABASE_URL)',
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const organizer = await givenPerson(t, { name: 'Olga Organizer' });
        const next = await givenPerson(t, { name: 'Nina Next' });
        // takes no action: a row is enough
        const after = await insertPerson(t.db, { name: 'Adam After' });
        const challenge = await insertChallenge(t.db, {
          organizer: organizer.user,
          participants: [next.user, after],
        });
        await setJoinedAt(t.db, challenge.id, next.user.id, '2026-02-01T00:00:00Z');
        await setJoinedAt(t.db, challenge.id, after.id, '2026-02-02T00:00:00Z');

        const [deletion, leaving] = await Promise.all([
          deleteAccountAs(organizer.client),
          later(round, () => next.client.post(`/api/challenges/${challenge.id}/leave`)),
        ]);
        expect(deletion.status).toBe(200);
        expect([204, 403]).toContain(leaving.status);
        const { organizerId, participantIds } = await organizerAndParticipants(challenge.id);
        // left first: the one after them organises; else they organise and their leaving was refused
        const expected = leaving.status === 204 ? after.id : next.user.id;
        expect(organizerId).toBe(expected);
        expect(participantIds).toContain(expected);
        expect(participantIds).not.toContain(organizer.user.id);
      }
    },
    RACE_TIMEOUT_MS,
  );

  it.skipIf(!onRealPostgres())(
    'never leaves a group without an admin while its moderator leaves at the same moment (needs TEST_DATABASE_URL)',
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const admin = await givenPerson(t, { name: 'Ada Admin' });
        const group = await givenGroup(admin.client, { name: `Race ${round}` });
        const moderator = await givenMember(t, group.id, 'moderator', 'Mona Moderator');
        const member = await givenMember(t, group.id, 'member', 'Max Member');
        await setGroupJoinedAt(t.db, group.id, member.user.id, '2026-01-01T00:00:00Z');

        const [deletion, leaving] = await Promise.all([
          deleteAccountAs(admin.client),
          later(round, () => moderator.client.post(`/api/groups/${group.id}/leave`)),
        ]);
        expect(deletion.status).toBe(200);
        expect([204, 422]).toContain(leaving.status);
        const roles = await rolesIn(t.db, group.id);
        expect(roles).toEqual(
          leaving.status === 204
            ? { [member.user.id]: 'admin' }
            : { [moderator.user.id]: 'admin', [member.user.id]: 'member' },
        );
      }
    },
    RACE_TIMEOUT_MS,
  );

  it.skipIf(!onRealPostgres())(
    'hands two challenges on correctly when their organizers, each the other’s successor, leave at once (needs TEST_DATABASE_URL)',
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const [ana, ben] = await Promise.all(['Ana', 'Ben'].map((name) => givenPerson(t, { name })));
        // takes no action: a row is enough
        const cai = await insertPerson(t.db, { name: 'Cai' });
        const anas = await insertChallenge(t.db, {
          organizer: ana!.user,
          participants: [ben!.user, cai],
        });
        const bens = await insertChallenge(t.db, {
          organizer: ben!.user,
          participants: [ana!.user, cai],
        });
        for (const [challenge, successor] of [
          [anas, ben!],
          [bens, ana!],
        ] as const) {
          await setJoinedAt(t.db, challenge.id, successor.user.id, '2026-02-01T00:00:00Z');
          await setJoinedAt(t.db, challenge.id, cai.id, '2026-02-02T00:00:00Z');
        }

        const statuses = (
          await Promise.all([deleteAccountAs(ana!.client), deleteAccountAs(ben!.client)])
        ).map((response) => response.status);
        expect(statuses).toEqual([200, 200]);
        for (const challenge of [anas, bens]) {
          expect(await organizerAndParticipants(challenge.id)).toEqual({
            organizerId: cai.id,
            participantIds: [cai.id],
          });
        }
      }
    },
    RACE_TIMEOUT_MS,
  );
});
