import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '#server/db/database';
import { sessions } from '#server/db/schema/auth';

/**
 * However often a session is used (its sliding expiry moves on with every daily refresh), it ends this long after
 * sign-in (ASVS 3.3.2; decision 021). Judged by the system clock, like better-auth's own expiry.
 */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export function isPastAbsoluteLifetime(createdAt: Date, now = Date.now()): boolean {
  return createdAt.getTime() + SESSION_ABSOLUTE_LIFETIME_MS <= now;
}

/** The moment before which a session must have been created to be over its lifetime now. */
export const absoluteLifetimeCutoff = (now = Date.now()) => new Date(now - SESSION_ABSOLUTE_LIFETIME_MS);

/**
 * Removes the session of `token` if it is past its absolute lifetime, so better-auth (which knows only the sliding
 * expiry) finds no session and answers as for anyone signed out.
 */
export async function endSessionPastLifetime(db: Database, token: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.token, token), lte(sessions.createdAt, absoluteLifetimeCutoff())));
}
