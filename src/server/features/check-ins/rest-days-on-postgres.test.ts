import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkIns, leaderboardStandings } from '#server/db/schema/challenges';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { onRealPostgres } from '#server/testing/test-database';
import { givenPerson, insertChallenge, type Person } from '#server/testing/given';
import { restPath } from '#server/testing/fixtures/check-ins';

// The rest-day budget under simultaneous declarations (product-rules.md#rest-days, decision 039): each one counts
// the person's rest days under their participation lock, so however many race, never more than the budget are
// taken. PGlite is one connection and cannot race: this needs a real server (TEST_DATABASE_URL; CI sets it).

let t: TestApp;
let ana: Person;
beforeAll(async () => {
  t = await createTestApp();
  ana = await givenPerson(t, { name: 'Ana' });
  t.clock.set(new Date('2026-03-10T12:00:00Z'));
});
afterAll(() => t.close());

describe('the rest-day budget on PostgreSQL', () => {
  it.skipIf(!onRealPostgres())(
    'holds when one person declares many rest days at once (needs TEST_DATABASE_URL)',
    async () => {
      for (const budget of [1, 2, 3]) {
        const challenge = await insertChallenge(t.db, { organizer: ana, restDayBudget: budget });
        const dates = Array.from({ length: 10 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`);
        const responses = await Promise.all(
          dates.map((date) => ana.client.post(restPath(challenge.id), { date })),
        );
        const statuses = responses.map((response) => response.status);
        expect(statuses.filter((status) => status === 201)).toHaveLength(budget);
        expect(statuses.filter((status) => status === 409)).toHaveLength(dates.length - budget);
        const rows = await t.db
          .select()
          .from(checkIns)
          .where(and(eq(checkIns.challengeId, challenge.id), eq(checkIns.kind, 'rest')));
        expect(rows).toHaveLength(budget);
        const [standing] = await t.db
          .select()
          .from(leaderboardStandings)
          .where(eq(leaderboardStandings.challengeId, challenge.id));
        expect(standing!.restDates).toEqual(rows.map((row) => row.date).sort());
      }
    },
  );

  it.skipIf(!onRealPostgres())(
    'keeps one day one row when the same day is declared many times at once (needs TEST_DATABASE_URL)',
    async () => {
      const challenge = await insertChallenge(t.db, { organizer: ana, restDayBudget: 3 });
      const responses = await Promise.all(
        Array.from({ length: 8 }, () => ana.client.post(restPath(challenge.id), { date: '2026-03-05' })),
      );
      expect(responses.map((r) => r.status).sort()).toEqual([201, ...Array(7).fill(409)]);
    },
  );
});
