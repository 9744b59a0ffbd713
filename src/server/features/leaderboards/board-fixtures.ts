import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { addDays } from '#shared/domain/calendar-date';
import { users } from '#server/db/schema/auth';
import type { challenges } from '#server/db/schema/challenges';
import type { TestApp } from '#server/testing/test-app';
import { insertChallenge } from '#server/testing/given';

// Fixtures for template boards: people inserted directly, a template with copies of any dates and zones, and the
// standings rows of those copies, so board and tally tests need no check-in API round trips.

export const PEOPLE = 10;
/** Same length and prefix, so the database's text order and JavaScript's agree. */
export const personId = (index: number) => `boarder${String(index).padStart(2, '0')}`;

export async function givenPeople(t: TestApp) {
  await t.db.insert(users).values(
    Array.from({ length: PEOPLE }, (_, index) => ({
      id: personId(index),
      name: `Boarder ${index}`,
      email: `${personId(index)}@example.com`,
    })),
  );
}

// zones whose "today" differs from UTC's for part of the day, on both sides of it
const ZONES = ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kolkata'];
export const MONDAY = '2026-03-09';

/** One copy of the template, owned by one person, with that person's stored standing (narrow: many ties). */
export const copyArb = fc.record({
  startOffset: fc.integer({ min: -20, max: 2 }),
  length: fc.constantFrom(3, 14),
  zone: fc.constantFrom(...ZONES),
  successfulDays: fc.integer({ min: 0, max: 3 }),
  bestStreak: fc.integer({ min: 0, max: 2 }),
  // a late joiner's first counted day, and rest days (decision 039): both change the rate's days passed
  lateBy: fc.constantFrom(0, 0, 1, 2),
  restOffsets: fc.uniqueArray(fc.integer({ min: 0, max: 3 }), { maxLength: 2 }),
});
export type Copy = typeof copyArb extends fc.Arbitrary<infer C> ? C : never;

export async function givenTemplateWithCopies(t: TestApp, copies: Copy[]) {
  const template = await insertChallenge(t.db, { organizer: null, title: '14-Day Sugar Detox' });
  const made = [];
  for (const [index, copy] of copies.entries()) {
    const startDate = addDays(MONDAY, copy.startOffset);
    const challenge = await insertChallenge(t.db, {
      organizer: null,
      templateId: template.id,
      startDate,
      endDate: addDays(startDate, copy.length - 1),
      timezone: copy.zone,
    });
    made.push({ ...copy, challenge, userId: personId(index) });
  }
  return { template, copies: made };
}

/** The standings row of a copy, with the challenge's template, dates and zone as refreshStandings copies them. */
export const standingOf = (copy: { challenge: typeof challenges.$inferSelect; userId: string } & Copy) => ({
  challengeId: copy.challenge.id,
  userId: copy.userId,
  templateId: copy.challenge.templateId,
  startDate: copy.challenge.startDate,
  endDate: copy.challenge.endDate,
  timezone: copy.challenge.timezone,
  joinedOn: addDays(copy.challenge.startDate, copy.lateBy),
  countedFrom: addDays(copy.challenge.startDate, copy.lateBy),
  restDates: copy.restOffsets.map((offset) => addDays(copy.challenge.startDate, offset)).sort(),
  successfulDays: copy.successfulDays,
  bestStreak: copy.bestStreak,
  totalCheckIns: 1,
});

/** The tallies, summed over shards, and the same groups counted from the standings rows themselves. */
export async function talliesAndCounts(t: TestApp, boardIds: string[]) {
  const group = sql`board_id, successful_days, best_streak, start_date, end_date, timezone, counted_from,
    rest_dates`;
  const ids = sql`(${sql.join(
    boardIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
  const read = async (statement: ReturnType<typeof sql>) =>
    ((await t.db.execute(statement)) as unknown as { rows: unknown[] }).rows.map((row) =>
      JSON.stringify(row),
    );
  return {
    tallies: await read(sql`select ${group}, sum(entries)::int as n from leaderboard_tallies
      where board_id in ${ids} group by ${group} having sum(entries) <> 0 order by ${group}`),
    counted: await read(sql`select ${group}, count(*)::int as n from leaderboard_standings
      where board_id in ${ids} group by ${group} order by ${group}`),
  };
}
