import { randomUUID } from 'node:crypto';
import type { CreateChallengeInput } from '../../shared/challenges/challenges.schemas';
import type { ChallengeDetail } from '../../shared/challenges/challenges.types';
import { addDays, type CalendarDate } from '../../shared/domain/calendar-date';
import type { ChallengeStatus } from '../../shared/domain/challenge-status';
import type { Database } from '../db/database';
import { users } from '../db/schema/auth';
import { challengeParticipants, challenges } from '../db/schema/challenges';
import type { TestApp } from './test-app';
import { type TestClient, uniqueEmail } from './test-client';

// Factories for challenge tests. Through the API (`signedInPerson`, `givenChallenge`) when the test is about
// behaviour; by direct insert (`insertPerson`, `insertChallenge`) when it only needs rows to exist, fast.

/** The fixed test clock's day (test-app.ts: 2026-03-10T12:00Z), which is today in every zone but the extremes. */
export const TEST_TODAY: CalendarDate = '2026-03-10';

/** Dates that make a challenge upcoming, active or completed on `today` (14 days each, like a template copy). */
export function datesFor(status: ChallengeStatus, today: CalendarDate = TEST_TODAY) {
  const startOffset = { upcoming: 3, active: -3, completed: -20 }[status];
  const startDate = addDays(today, startOffset);
  return { startDate, endDate: addDays(startDate, 13) };
}

/** A person signed up through the API; the returned client is signed in as them. */
export async function signedInPerson(t: TestApp, input: { name?: string; timezone?: string } = {}) {
  const client = t.visitor();
  const user = await client.signUp({ name: input.name ?? 'Pat Person', timezone: input.timezone ?? 'UTC' });
  return { client, user };
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

/** A person row without a session (for filling seats and boards quickly). */
export async function insertPerson(db: Database, input: { name?: string; timezone?: string } = {}) {
  const [row] = await db
    .insert(users)
    .values({
      id: randomUUID(),
      name: input.name ?? 'Seat Filler',
      email: uniqueEmail('inserted'),
      timezone: input.timezone ?? 'UTC',
    })
    .returning();
  return row!;
}

/** A challenge row by direct insert, with its organizer (and `participantIds`) as participants. */
export async function insertChallenge(
  db: Database,
  input: Partial<typeof challenges.$inferInsert> & {
    organizerId: string;
    status?: ChallengeStatus;
    participantIds?: string[];
  },
) {
  const { status = 'active', participantIds = [], ...fields } = input;
  const [row] = await db
    .insert(challenges)
    .values({
      title: 'Inserted Challenge',
      description: 'A challenge inserted directly for a test.',
      rules: ['Check in daily'],
      challengeType: 'custom',
      ...datesFor(status),
      ...fields,
    })
    .returning();
  const members = [input.organizerId, ...participantIds.filter((id) => id !== input.organizerId)];
  await db.insert(challengeParticipants).values(members.map((userId) => ({ challengeId: row!.id, userId })));
  return row!;
}
