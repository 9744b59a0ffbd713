import type { ChallengeType } from '../../../shared/challenges/challenge-types';
import { defaultGoalConfig } from '../../../shared/challenges/challenge-types';
import { challengeParticipants, challenges } from '../../db/schema/challenges';
import type { TestApp } from '../../testing/test-app';
import type { TestClient } from '../../testing/test-client';

// Test fixtures for check-ins, standings, boards and the dashboard: challenges and participants are inserted
// directly, so these tests depend only on the check-in API they exercise.

export interface Person {
  client: TestClient;
  id: string;
  name: string;
}

export async function givenPerson(t: TestApp, name = 'Test Person', timezone = 'UTC'): Promise<Person> {
  const client = t.visitor();
  const user = await client.signUp({ name, timezone });
  return { client, id: user.id, name };
}

export interface ChallengeFixture {
  organizer: Person | null;
  participants?: Person[];
  startDate?: string;
  endDate?: string;
  challengeType?: ChallengeType;
  goalConfig?: Record<string, unknown>;
  timezone?: string;
  templateId?: string | null;
  title?: string;
}

/**
 * A challenge (by default 2026-03-01 to 2026-03-14, UTC, so active on the test clock's 2026-03-10) with its
 * organizer and the given people as participants. `organizer: null` makes a template.
 */
export async function givenChallenge(t: TestApp, fixture: ChallengeFixture) {
  const challengeType = fixture.challengeType ?? 'sugar_free';
  const [challenge] = await t.db
    .insert(challenges)
    .values({
      title: fixture.title ?? 'No Sugar Sprint',
      description: 'Two weeks without added sugar, together.',
      organizerId: fixture.organizer?.id ?? null,
      startDate: fixture.startDate ?? '2026-03-01',
      endDate: fixture.endDate ?? '2026-03-14',
      timezone: fixture.timezone ?? 'UTC',
      rules: ['Check in daily'],
      challengeType,
      goalConfig: fixture.goalConfig ?? defaultGoalConfig(challengeType),
      templateId: fixture.templateId ?? null,
    })
    .returning();
  const people = [...(fixture.organizer ? [fixture.organizer] : []), ...(fixture.participants ?? [])];
  if (people.length > 0) {
    await t.db
      .insert(challengeParticipants)
      .values(people.map((person) => ({ challengeId: challenge!.id, userId: person.id })));
  }
  return challenge!;
}

export const checkInPath = (challengeId: string) => `/api/challenges/${challengeId}/check-ins`;
