import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/database';
import { challengeParticipants, challenges } from '#server/db/schema/challenges';

// What the server tests assert with: what a request answered, what it cost, and what it left behind.

/** The `error` of an error answer (the shape middleware/error-handler.ts gives every refusal). */
export const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string> } })
    .error;

type Queryable = { query: (...args: unknown[]) => unknown };

/**
 * How many SQL statements `action` sends through `db` (outside transactions), counted at the driver (PGlite's or
 * the node-postgres pool's `query`), so Drizzle and better-auth are both seen.
 */
export async function countStatements(db: Database, action: () => unknown): Promise<number> {
  const client = (db as unknown as { $client: Queryable }).$client;
  const original = client.query;
  let count = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  try {
    await action();
  } finally {
    client.query = original;
  }
  return count;
}

/** The user ids of a challenge's participants in the table's order (on a fresh test database, the order added). */
export async function participantIdsOf(db: Database, challengeId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: challengeParticipants.userId })
    .from(challengeParticipants)
    .where(eq(challengeParticipants.challengeId, challengeId));
  return rows.map((row) => row.userId);
}

/** The challenge rows `organizerId` organizes, as stored. */
export const challengesOrganizedBy = (db: Database, organizerId: string) =>
  db.select().from(challenges).where(eq(challenges.organizerId, organizerId));
