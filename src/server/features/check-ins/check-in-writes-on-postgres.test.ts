import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckIn } from '#shared/check-ins/check-ins.types';
import { addDays } from '#shared/domain/calendar-date';
import { leaderboardStandings } from '#server/db/schema/challenges';
import { countPostgresStatements } from '#server/testing/count-postgres-statements';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { onRealPostgres } from '#server/testing/test-database';
import { givenPerson, insertChallenge, type Person } from '#server/testing/given';
import { checkInPath } from '#server/testing/fixtures/check-ins';

// Changes of check-ins on a real PostgreSQL server (PGlite is one connection and cannot race; TEST_DATABASE_URL):
// simultaneous edits of one person's check-ins each wait on the participation lock, so each standing's recompute
// sees the others and none is lost; and each write is the session's statement plus four (BEGIN, the lock, the write
// with its standing, COMMIT), counted at every pg client, pooled or holding a transaction.

const START = '2026-03-01';
const END = '2026-03-31';
let t: TestApp;
let ana: Person;
beforeAll(async () => {
  t = await createTestApp();
  ana = await givenPerson(t, { name: 'Ana' });
  t.clock.set(new Date('2026-03-25T12:00:00Z'));
});
afterAll(() => t.close());

async function checkInEveryDay(challengeId: string, days: number) {
  const made: CheckIn[] = [];
  for (let offset = 0; offset < days; offset++) {
    const response = await ana.client.post(checkInPath(challengeId), {
      date: addDays(START, offset),
      met: true,
    });
    expect(response.status).toBe(201);
    made.push((await response.json()) as CheckIn);
  }
  return made;
}

const standingOf = async (challengeId: string) =>
  (
    await t.db.select().from(leaderboardStandings).where(eq(leaderboardStandings.challengeId, challengeId))
  )[0];

describe('check-in changes on PostgreSQL', () => {
  it.skipIf(!onRealPostgres())(
    'lose no edit or delete when one person changes many check-ins at once (needs TEST_DATABASE_URL)',
    async () => {
      const challenge = await insertChallenge(t.db, { organizer: ana, startDate: START, endDate: END });
      const made = await checkInEveryDay(challenge.id, 20);
      // days 1–16 edited (every third missed, from the first), days 17–20 deleted, all at once
      const responses = await Promise.all(
        made.map((checkIn, index) =>
          index < 16
            ? ana.client.patch(`/api/check-ins/${checkIn.id}`, { met: index % 3 !== 0 })
            : ana.client.delete(`/api/check-ins/${checkIn.id}`),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual([
        ...Array(16).fill(200),
        ...Array(4).fill(204),
      ]);
      // missed, met, met, missed, … , met, met, missed
      expect(await standingOf(challenge.id)).toMatchObject({
        totalCheckIns: 16,
        successfulDays: 10,
        bestStreak: 2,
        currentStreak: 0,
        streakThrough: addDays(START, 15),
      });
    },
  );

  it.skipIf(!onRealPostgres())(
    'write a check-in, its change and its removal in the session’s statement and four (needs TEST_DATABASE_URL)',
    async () => {
      const challenge = await insertChallenge(t.db, { organizer: ana, startDate: START, endDate: END });
      await checkInEveryDay(challenge.id, 1);
      let created: CheckIn | undefined;
      const post = await countPostgresStatements(async () => {
        const response = await ana.client.post(checkInPath(challenge.id), {
          date: addDays(START, 1),
          met: true,
        });
        created = (await response.json()) as CheckIn;
      });
      const patch = await countPostgresStatements(() =>
        ana.client.patch(`/api/check-ins/${created!.id}`, { met: false }),
      );
      const remove = await countPostgresStatements(() => ana.client.delete(`/api/check-ins/${created!.id}`));
      expect({ post, patch, remove }).toEqual({ post: 5, patch: 5, remove: 5 });
      expect(await standingOf(challenge.id)).toMatchObject({ totalCheckIns: 1, successfulDays: 1 });
    },
  );
});
