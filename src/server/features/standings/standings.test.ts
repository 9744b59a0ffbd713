import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChallengeType } from '#shared/challenges/challenge-types';
import type { CheckIn, DeclaredRestDay } from '#shared/check-ins/check-ins.types';
import { addDays, calendarDateIn } from '#shared/domain/calendar-date';
import { computeStanding } from '#shared/domain/standing';
import {
  challengeParticipants,
  challenges,
  checkIns,
  leaderboardStandings,
} from '#server/db/schema/challenges';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { onRealPostgres } from '#server/testing/test-database';
import { givenPerson, insertChallenge, type Person } from '#server/testing/given';
import { checkInPath, restPath } from '#server/testing/fixtures/check-ins';
import { refreshStandings } from '#server/features/standings/standings.queries';

// The standings table is written incrementally in each check-in's transaction; computeStanding() recomputes the
// same numbers from the check-ins and rest days. After any sequence of creates, edits, deletes, rest days declared
// and taken back and late joins through the API they agree.

const NOW = new Date('2026-03-10T12:00:00Z');
let t: TestApp;
let people: Person[];
beforeAll(async () => {
  t = await createTestApp();
  people = [await givenPerson(t, { name: 'Ana' }), await givenPerson(t, { name: 'Ben' })];
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(NOW));

const START = '2026-03-01';
const offsetArb = fc.integer({ min: 0, max: 4 });
const answerArb = fc.oneof(fc.boolean(), fc.integer({ min: 0, max: 12_000 }));
const operationArb = fc.oneof(
  fc.record({
    kind: fc.constantFrom('create', 'edit', 'delete', 'rest'),
    who: fc.integer({ min: 0, max: 1 }),
    offset: offsetArb,
    answer: answerArb,
  }),
  // a rest day ahead, past the check-in day
  fc.record({
    kind: fc.constant('rest'),
    who: fc.integer({ min: 0, max: 1 }),
    offset: fc.integer({ min: 10, max: 11 }),
    answer: answerArb,
  }),
  // Ben joins on the challenge's day `offset` (a late joiner when after the first day)
  fc.record({ kind: fc.constant('join'), who: fc.constant(1), offset: offsetArb, answer: answerArb }),
);
const REST_DAY_BUDGET = 2;

interface Goal {
  name: string;
  challengeType: ChallengeType;
  goalConfig?: Record<string, unknown>;
  /** the body of a check-in for the goal: met/missed, a step count, an amount */
  answerFor: (answer: boolean | number) => Record<string, unknown>;
}

const goals: Goal[] = [
  {
    name: 'met or missed',
    challengeType: 'sugar_free',
    answerFor: (answer) => ({ met: typeof answer === 'boolean' ? answer : answer % 2 === 0 }),
  },
  {
    name: 'steps',
    challengeType: 'step_count',
    goalConfig: { target_steps: 8000 },
    answerFor: (answer) => ({ stepCount: typeof answer === 'number' ? answer : answer ? 10_000 : 0 }),
  },
  {
    name: 'at least 20 pages',
    challengeType: 'custom',
    goalConfig: { amount: { unit: 'pages', customUnit: null, target: 20, direction: 'at_least' } },
    answerFor: (answer) => ({ amount: typeof answer === 'number' ? answer % 41 : answer ? 25 : 3 }),
  },
  {
    name: 'at most 2 hours',
    challengeType: 'custom',
    goalConfig: { amount: { unit: 'hours', customUnit: null, target: 2, direction: 'at_most' } },
    // hours to the hundredth: sums and averages that floating point does not hold exactly
    answerFor: (answer) => ({
      amount: typeof answer === 'number' ? (answer % 400) / 100 : answer ? 1.33 : 3.5,
    }),
  },
];

async function expectTableToMatchRecompute(challenge: { id: string; startDate: string; endDate: string }) {
  const participants = await t.db
    .select()
    .from(challengeParticipants)
    .where(eq(challengeParticipants.challengeId, challenge.id));
  for (const participant of participants) {
    const rows = await t.db
      .select()
      .from(checkIns)
      .where(and(eq(checkIns.challengeId, challenge.id), eq(checkIns.userId, participant.userId)));
    const [stored] = await t.db
      .select()
      .from(leaderboardStandings)
      .where(
        and(
          eq(leaderboardStandings.challengeId, challenge.id),
          eq(leaderboardStandings.userId, participant.userId),
        ),
      );
    // the challenges of these tests are in UTC
    const joinedOn = calendarDateIn('UTC', participant.joinedAt);
    const expected = computeStanding(rows, { ...challenge, joinedOn });
    const actual = stored && {
      successfulDays: stored.successfulDays,
      totalCheckIns: stored.totalCheckIns,
      bestStreak: stored.bestStreak,
      currentStreak: stored.currentStreak,
      stepPoints: stored.stepPoints,
      totalSteps: stored.totalSteps,
      amountTotal: stored.amountTotal,
      amountRank: stored.amountRank,
      joinedOn: stored.joinedOn,
      countedFrom: stored.countedFrom,
      restDates: stored.restDates,
      streakThrough: stored.streakThrough,
    };
    expect(actual ?? null).toEqual(expected);
  }
}

describe('standings', () => {
  it.each(goals)(
    'agree with the pure recompute after any sequence of creates, edits, deletes, rest days and late joins ($name)',
    async ({ challengeType, goalConfig, answerFor }) => {
      await fc.assert(
        fc.asyncProperty(
          fc.boolean(),
          fc.array(operationArb, { maxLength: 20 }),
          async (benFromTheStart, operations) => {
            t.clock.set(NOW);
            const challenge = await insertChallenge(t.db, {
              organizer: people[0]!,
              participants: benFromTheStart ? [people[1]!] : [],
              challengeType,
              goalConfig,
              startDate: START,
              restDayBudget: REST_DAY_BUDGET,
            });
            const joined = [true, benFromTheStart];
            const made = new Map<string, { id: string; rest: boolean }>(); // person and date → the day's row
            const restDays = [0, 0];
            for (const { kind, who, offset, answer } of operations) {
              const person = people[who]!;
              const date = addDays(START, offset);
              const key = `${who}:${date}`;
              const existing = made.get(key);
              if (kind === 'join') {
                if (joined[1]) continue;
                t.clock.set(new Date(`${date}T09:00:00Z`));
                expect((await person.client.post(`/api/challenges/${challenge.id}/join`, {})).status).toBe(
                  200,
                );
                t.clock.set(NOW);
                joined[1] = true;
              } else if (!joined[who]) {
                const response = await person.client.post(restPath(challenge.id), { date });
                expect(response.status).toBe(403);
              } else if (kind === 'rest') {
                const response = await person.client.post(restPath(challenge.id), { date });
                const refused = existing !== undefined || restDays[who]! >= REST_DAY_BUDGET;
                expect(response.status).toBe(refused ? 409 : 201);
                if (!refused) {
                  made.set(key, { id: ((await response.json()) as DeclaredRestDay).id, rest: true });
                  restDays[who]! += 1;
                }
              } else if (offset > 9) {
                continue;
              } else if (kind === 'create' || !existing) {
                const response = await person.client.post(checkInPath(challenge.id), {
                  date,
                  ...answerFor(answer),
                });
                expect(response.status).toBe(existing ? 409 : 201);
                if (!existing) made.set(key, { id: ((await response.json()) as CheckIn).id, rest: false });
              } else if (kind === 'edit') {
                const response = await person.client.patch(
                  `/api/check-ins/${existing.id}`,
                  answerFor(answer),
                );
                expect(response.status).toBe(existing.rest ? 409 : 200);
              } else {
                expect((await person.client.delete(`/api/check-ins/${existing.id}`)).status).toBe(204);
                made.delete(key);
                if (existing.rest) restDays[who]! -= 1;
              }
            }
            await expectTableToMatchRecompute(challenge);
          },
        ),
        { numRuns: 30 },
      );
    },
    // 30 runs of up to 20 requests each, every answer checked against the API contract: 6–12 s on an idle machine
    60_000,
  );

  it('lose no update when one person checks in for many days at once', async () => {
    // on PGlite the writes queue on its single connection; on PostgreSQL they race for real
    const challenge = await insertChallenge(t.db, { organizer: people[0]!, startDate: START });
    const dates = Array.from({ length: 8 }, (_, offset) => addDays(START, offset));
    const responses = await Promise.all(
      dates.map((date, index) =>
        people[0]!.client.post(checkInPath(challenge.id), { date, met: index % 3 !== 0 }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(dates.map(() => 201));
    const [stored] = await t.db
      .select()
      .from(leaderboardStandings)
      .where(eq(leaderboardStandings.challengeId, challenge.id));
    expect(stored).toMatchObject({ totalCheckIns: 8, successfulDays: 5, bestStreak: 2 });
    await expectTableToMatchRecompute(challenge);
    if (!onRealPostgres()) console.info('simultaneous writes raced for real only with TEST_DATABASE_URL set');
  });

  it('are recomputed for every participant when the challenge’s dates change', async () => {
    const challenge = await insertChallenge(t.db, {
      organizer: people[0]!,
      participants: [people[1]!],
      startDate: START,
    });
    for (const person of people) {
      for (const date of ['2026-03-01', '2026-03-02', '2026-03-03']) {
        expect((await person.client.post(checkInPath(challenge.id), { date, met: true })).status).toBe(201);
      }
    }
    const moved = { ...challenge, startDate: '2026-03-02', endDate: '2026-03-15' };
    await t.db.transaction(async (tx) => {
      await tx
        .update(challenges)
        .set({ startDate: moved.startDate, endDate: moved.endDate })
        .where(eq(challenges.id, challenge.id));
      await refreshStandings(tx, challenge.id);
    });
    const rows = await t.db
      .select()
      .from(leaderboardStandings)
      .where(eq(leaderboardStandings.challengeId, challenge.id));
    expect(rows.map((row) => row.successfulDays)).toEqual([2, 2]);
    await expectTableToMatchRecompute(moved);
  });
});
