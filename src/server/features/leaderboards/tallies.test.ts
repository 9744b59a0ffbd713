import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#shared/domain/calendar-date';
import { challenges, leaderboardStandings } from '#server/db/schema/challenges';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { onRealPostgres } from '#server/testing/test-database';
import { givenPerson, insertChallenge } from '#server/testing/given';
import { checkInPath } from '#server/testing/fixtures/check-ins';
import {
  copyArb,
  givenTemplateWithCopies,
  insertBoarders,
  standingOf,
  talliesAndCounts,
} from '#server/testing/fixtures/template-boards';

// leaderboard_tallies is kept by a trigger on leaderboard_standings (drizzle/0003): whatever writes the standings,
// the tallies must equal the standings rows counted per group.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertBoarders(t);
});
afterAll(() => t.close());

const operationArb = fc.oneof(
  fc.record({ kind: fc.constant('write' as const), who: fc.nat(), days: fc.nat(3), streak: fc.nat(2) }),
  fc.record({ kind: fc.constant('remove' as const), who: fc.nat() }),
  fc.record({ kind: fc.constant('move dates' as const), who: fc.nat(), by: fc.integer({ min: -3, max: 3 }) }),
  fc.record({ kind: fc.constant('delete copy' as const), who: fc.nat() }),
  fc.record({ kind: fc.constant('delete template' as const) }),
);

describe('the tallies', () => {
  it('follow every write of the standings: upserts, removals, moved dates and cascaded deletes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(copyArb, { minLength: 1, maxLength: 4 }),
        fc.array(operationArb, { maxLength: 10 }),
        async (copyArbs, operations) => {
          const { template, copies } = await givenTemplateWithCopies(t, copyArbs);
          await t.db.insert(leaderboardStandings).values(copies.map(standingOf));
          const deleted = new Set<string>();
          for (const operation of operations) {
            const copy = copies[('who' in operation ? operation.who : 0) % copies.length]!;
            if (deleted.has(copy.challenge.id)) continue;
            // as refreshStandings copies them from the challenge: no template once it is deleted
            const standing = {
              ...standingOf(copy),
              templateId: deleted.has(template.id) ? null : template.id,
            };
            if (operation.kind === 'write') {
              // as refreshStandings writes: one upsert statement
              await t.db
                .insert(leaderboardStandings)
                .values({ ...standing, successfulDays: operation.days, bestStreak: operation.streak })
                .onConflictDoUpdate({
                  target: [leaderboardStandings.challengeId, leaderboardStandings.userId],
                  set: { successfulDays: operation.days, bestStreak: operation.streak },
                });
            } else if (operation.kind === 'remove') {
              await t.db
                .delete(leaderboardStandings)
                .where(eq(leaderboardStandings.challengeId, copy.challenge.id));
            } else if (operation.kind === 'move dates') {
              const startDate = addDays(copy.challenge.startDate, operation.by);
              await t.db
                .update(leaderboardStandings)
                .set({ startDate })
                .where(eq(leaderboardStandings.challengeId, copy.challenge.id));
            } else if (operation.kind === 'delete copy') {
              await t.db.delete(challenges).where(eq(challenges.id, copy.challenge.id));
              deleted.add(copy.challenge.id);
            } else {
              // the copies' rows move to boards of their own (template_id is set to null)
              await t.db.delete(challenges).where(eq(challenges.id, template.id));
              deleted.add(template.id);
            }
          }
          const { tallies, counted } = await talliesAndCounts(t, [
            template.id,
            ...copies.map((c) => c.challenge.id),
          ]);
          expect(tallies).toEqual(counted);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('lose no count when people check in to copies of one template at the same time', async () => {
    // on PGlite the writes queue on its single connection; on PostgreSQL they race for real
    const template = await insertChallenge(t.db, { organizer: null });
    const people = await Promise.all(
      Array.from({ length: 6 }, (_, index) => givenPerson(t, { name: `Racer ${index}` })),
    );
    const copies = await Promise.all(
      people.map((person) => insertChallenge(t.db, { organizer: person, templateId: template.id })),
    );
    const dates = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04'];
    const responses = await Promise.all(
      people.flatMap((person, index) =>
        dates.map((date, day) =>
          person.client.post(checkInPath(copies[index]!.id), { date, met: (index + day) % 3 !== 0 }),
        ),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 201));
    const { tallies, counted } = await talliesAndCounts(t, [template.id]);
    expect(tallies).toEqual(counted);
    const rows = await t.db
      .select()
      .from(leaderboardStandings)
      .where(
        inArray(
          leaderboardStandings.challengeId,
          copies.map((copy) => copy.id),
        ),
      );
    expect(rows).toHaveLength(people.length);
    if (!onRealPostgres()) console.info('simultaneous writes raced for real only with TEST_DATABASE_URL set');
  });
});
