import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database';
import { usedTotpCodes } from '#server/db/schema/auth';

// The authenticator-app codes taken once (decision 088). Time here is the database's, not the app's clock: what
// counts is how long better-auth's plugin accepts a code, and it goes by the real time (one 30-second step either
// side of now).
const ACCEPTED_FOR = sql`interval '90 seconds'`;
const stillAccepted = sql`now() - ${ACCEPTED_FOR}`;

/**
 * Takes a code for a person: true when nobody took it while it is accepted, false for a second use. The primary key
 * makes two requests racing with one code take it once. The person's codes past their time go first.
 */
export async function takeTotpCode(db: Database, userId: string, code: string): Promise<boolean> {
  await db
    .delete(usedTotpCodes)
    .where(and(eq(usedTotpCodes.userId, userId), lt(usedTotpCodes.usedAt, stillAccepted)));
  const taken = await db
    .insert(usedTotpCodes)
    .values({ userId, code, usedAt: sql`now()` })
    .onConflictDoNothing()
    .returning({ code: usedTotpCodes.code });
  return taken.length === 1;
}

/** Gives a code back when the plugin refused it (wrong, or the sign-in was refused): it was never used. */
export async function giveBackTotpCode(db: Database, userId: string, code: string) {
  await db.delete(usedTotpCodes).where(and(eq(usedTotpCodes.userId, userId), eq(usedTotpCodes.code, code)));
}
