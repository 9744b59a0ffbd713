import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CreateChallengeInput } from '#shared/challenges/challenges.schemas';
import type { ChallengeDetail } from '#shared/challenges/challenges.types';
import { type ChallengeType, defaultGoalConfig } from '#shared/challenges/challenge-types';
import { addDays, type CalendarDate } from '#shared/domain/calendar-date';
import type { ChallengeStatus } from '#shared/domain/challenge-status';
import type { Database } from '#server/db/database';
import { users } from '#server/db/schema/auth';
import { challengeParticipants, challenges } from '#server/db/schema/challenges';
import type { TestApp } from './test-app';
import { type TestClient, uniqueEmail } from './test-client';

// The one vocabulary of the server tests' fixtures: people and challenges in each state here, each other area's
// scene (groups with roles, check-ins, forum posts, invitations, boards, …) in `fixtures/<area>.ts` beside this file.
// `given…` goes through the API, for tests about behaviour (the fixture is made as a person would make it; the
// journeys in e2e/ use the same names for the same set-ups); `insert…` writes rows straight into the database, for
// tests that only need them to exist (fast, and it reaches states the API refuses to create: templates, challenges
// that have ended, people who never signed in). Fixtures live only under testing/, outside the production code.

/** The fixed test clock's day (test-app.ts: 2026-03-10T12:00Z), which is today in every zone but the extremes. */
export const TEST_TODAY: CalendarDate = '2026-03-10';

/** Dates that make a challenge upcoming, active or completed on `today` (14 days each, like a template copy). */
export function datesFor(status: ChallengeStatus, today: CalendarDate = TEST_TODAY) {
  const startOffset = { upcoming: 3, active: -3, completed: -20 }[status];
  const startDate = addDays(today, startOffset);
  return { startDate, endDate: addDays(startDate, 13) };
}

/** A person who signed up through the API, and the client signed in as them. */
export interface Person {
  client: TestClient;
  user: { id: string; email: string; name: string };
}

/** A person signed up through the API; the returned client is signed in as them. */
export async function givenPerson(
  t: TestApp,
  input: { name?: string; timezone?: string; email?: string; locale?: string } = {},
): Promise<Person> {
  const client = t.visitor();
  const user = await client.signUp({
    name: input.name ?? 'Pat Person',
    timezone: input.timezone ?? 'UTC',
    ...(input.email && { email: input.email }),
    ...(input.locale && { locale: input.locale }),
  });
  return { client, user };
}

/**
 * `person` confirms their address as its owner does: asks for the confirmation e-mail and follows its link (with
 * REQUIRE_EMAIL_VERIFICATION off, as in the tests, a new account's address is unconfirmed until then).
 */
export async function givenConfirmedAddress(t: TestApp, person: Person) {
  const asked = await person.client.post('/api/auth/send-verification-email', { email: person.user.email });
  if (asked.status !== 200) throw new Error(`asking for a confirmation failed: ${asked.status}`);
  await t.backgroundTasksSettled();
  const mail = t.sent.findLast((message) => message.to === person.user.email);
  const link = /https?:\/\/\S+verify-email\S+/.exec(mail?.text ?? '');
  if (!link) throw new Error(`no confirmation link was e-mailed to ${person.user.email}`);
  const url = new URL(link[0]);
  const followed = await person.client.get(url.pathname + url.search);
  if (followed.status >= 400) throw new Error(`following the confirmation link failed: ${followed.status}`);
}

type InsertedPerson = { id?: string; name?: string; email?: string; image?: string; timezone?: string };

/**
 * Person rows straight into the database, without a session: people who never call the API in the test (filling
 * seats and boards, found by a search), in the order given.
 */
export async function insertPeople(db: Database, ...people: InsertedPerson[]) {
  if (people.length === 0) return [];
  return db
    .insert(users)
    .values(
      people.map((person) => ({
        id: person.id ?? randomUUID(),
        name: person.name ?? 'Seat Filler',
        email: person.email ?? uniqueEmail('inserted'),
        image: person.image ?? null,
        timezone: person.timezone ?? 'UTC',
      })),
    )
    .returning();
}

/** One person row straight into the database (see insertPeople). */
export async function insertPerson(db: Database, person: InsertedPerson = {}) {
  const [row] = await insertPeople(db, person);
  return row!;
}

export const validChallengeInput = (overrides: Partial<CreateChallengeInput> = {}): CreateChallengeInput => ({
  title: 'No Sugar Fortnight',
  description: 'Two weeks without added sugar, together.',
  ...datesFor('active'),
  rules: 'No added sugar in any form\nCheck in daily',
  challengeType: 'sugar_free',
  maxParticipants: 10,
  ...overrides,
});

/** A challenge created by `organizer` through POST /api/challenges (active by default). */
export async function givenChallenge(
  organizer: TestClient,
  overrides: Partial<CreateChallengeInput> & { status?: ChallengeStatus } = {},
): Promise<ChallengeDetail> {
  const { status, ...fields } = overrides;
  const response = await organizer.post(
    '/api/challenges',
    validChallengeInput({ ...(status && datesFor(status)), ...fields }),
  );
  if (response.status !== 201) {
    throw new Error(`creating a challenge failed: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as ChallengeDetail;
}

/** `person` joins by share link; fails the test when refused. */
export async function givenJoined(person: TestClient, challengeId: string): Promise<ChallengeDetail> {
  const response = await person.post(`/api/challenges/${challengeId}/join`);
  if (response.status !== 200) throw new Error(`joining failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as ChallengeDetail;
}

/** Someone who takes part: a signed-up `Person` or an inserted user row. */
export type Someone = Person | { id: string };
export const idOf = (someone: Someone) => ('user' in someone ? someone.user.id : someone.id);

/** 2026-03-01 to 2026-03-14: active on the test clock's day, its tenth of fourteen. */
const ACTIVE_FORTNIGHT = { startDate: '2026-03-01', endDate: '2026-03-14' } as const;

/**
 * A challenge row by direct insert (UTC, a sugar-free fortnight), with its organizer and `participants` as
 * participants. `organizer: null` makes a template. The dates are `datesFor(status)` when a status is given,
 * else 2026-03-01 to 2026-03-14, unless given themselves.
 */
export async function insertChallenge(
  db: Database,
  input: Omit<Partial<typeof challenges.$inferInsert>, 'organizerId' | 'challengeType'> & {
    challengeType?: ChallengeType;
    organizer: Someone | null;
    participants?: Someone[];
    status?: ChallengeStatus;
    /** when everyone joined: by default the day before the start, so nobody is a late joiner */
    joinedAt?: Date;
  },
) {
  const { organizer, participants = [], status, joinedAt, ...fields } = input;
  const challengeType = fields.challengeType ?? 'sugar_free';
  const [row] = await db
    .insert(challenges)
    .values({
      title: 'No Sugar Sprint',
      description: 'Two weeks without added sugar, together.',
      rules: ['Check in daily'],
      timezone: 'UTC',
      goalConfig: defaultGoalConfig(challengeType),
      ...(status ? datesFor(status) : ACTIVE_FORTNIGHT),
      ...fields,
      challengeType,
      organizerId: organizer && idOf(organizer),
    })
    .returning();
  const memberIds = [...new Set([...(organizer ? [organizer] : []), ...participants].map(idOf))];
  if (memberIds.length > 0) {
    await db.insert(challengeParticipants).values(
      memberIds.map((userId) => ({
        challengeId: row!.id,
        userId,
        joinedAt: joinedAt ?? new Date(`${addDays(row!.startDate, -1)}T00:00:00Z`),
      })),
    );
  }
  return row!;
}

/**
 * Takes `someone` off the challenge's participant list by a direct delete: a departure without what leaving through
 * the API also does, so their check-ins and standing stay behind.
 */
export async function deleteParticipation(db: Database, challengeId: string, someone: Someone) {
  await db
    .delete(challengeParticipants)
    .where(
      and(
        eq(challengeParticipants.challengeId, challengeId),
        eq(challengeParticipants.userId, idOf(someone)),
      ),
    );
}
