import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/database';
import { notifications } from '#server/db/schema/social';
import type { TestClient } from '#server/testing/test-client';

// The cheer tests' own vocabulary; people and challenges come from testing/given.ts.

export const cheerPath = (checkInId: string) => `/api/check-ins/${checkInId}/cheer`;
export const dayCheersPath = (challengeId: string) => `/api/challenges/${challengeId}/cheers`;

/** A check-in `person` records through the API (met), answering its id. */
export async function givenCheckIn(person: TestClient, challengeId: string, date = '2026-03-10') {
  const response = await person.post(`/api/challenges/${challengeId}/check-ins`, { date, met: true });
  if (response.status !== 201)
    throw new Error(`checking in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** Every cheer notification of a check-in (the rule: never more than one). */
export const cheerNotificationsOf = (db: Database, checkInId: string) =>
  db.select().from(notifications).where(eq(notifications.cheeredCheckInId, checkInId));
