import { msg } from '@lingui/core/macro';
import { translatable } from '#shared/i18n/translatable';
import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { normalizeEmail } from '#shared/auth/auth.schemas';
import type { Deps } from '#server/app-env';
import { rateLimits } from '#server/db/schema/auth';
import { DomainError } from '#server/lib/domain-error';

// Per account, on top of better-auth's per-address limit (decision 021): a few free attempts, then a delay that
// doubles with each further failure, capped so nobody can lock a victim out for long. Counted per normalized
// e-mail whether or not it has an account, so the answers reveal nothing.
export const FREE_SIGN_IN_FAILURES = 5;
export const FIRST_SIGN_IN_DELAY_MS = 15_000;
export const MAX_SIGN_IN_DELAY_MS = 5 * 60_000;
/** failures older than this are forgotten */
const FORGET_AFTER_MS = 24 * 60 * 60_000;

export const TOO_MANY_SIGN_INS = translatable(
  msg`Too many sign-in attempts. Please wait a moment before trying again.`,
);

// the e-mail hashed: a bounded key, and no address in the limits table
const keyOf = (email: string) =>
  `account-sign-in:${createHash('sha256').update(normalizeEmail(email)).digest('hex')}`;

/**
 * Admits one sign-in attempt for `email` and counts it as a failure until `forgetFailures` says otherwise; throws
 * 429 while the account waits. One atomic upsert: an admitted attempt updates the row (or inserts it) and so
 * returns it; an attempt during the wait matches the update's condition to nothing and returns no row, and changes
 * nothing (waiting attempts do not extend the wait).
 */
export async function admitSignInAttempt(deps: Pick<Deps, 'db' | 'clock'>, email: string): Promise<void> {
  const now = deps.clock.now().getTime();
  const { count, lastRequest } = rateLimits;
  const isForgotten = sql`${lastRequest} < ${now - FORGET_AFTER_MS}`;
  const delay = sql`least(${FIRST_SIGN_IN_DELAY_MS} * power(2, ${count} - ${FREE_SIGN_IN_FAILURES}), ${MAX_SIGN_IN_DELAY_MS})`;
  const isWaiting = sql`${count} >= ${FREE_SIGN_IN_FAILURES} and ${lastRequest} + ${delay} > ${now}`;
  const admitted = await deps.db
    .insert(rateLimits)
    .values({ id: randomUUID(), key: keyOf(email), count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: { count: sql`case when ${isForgotten} then 1 else ${count} + 1 end`, lastRequest: sql`${now}` },
      setWhere: sql`not (${isWaiting})`,
    })
    .returning({ count });
  if (admitted.length === 0) throw new DomainError(429, 'RATE_LIMITED', TOO_MANY_SIGN_INS);
}

/** After a successful sign-in: the account starts afresh. */
export async function forgetSignInFailures(deps: Pick<Deps, 'db'>, email: string): Promise<void> {
  await deps.db.delete(rateLimits).where(eq(rateLimits.key, keyOf(email)));
}
