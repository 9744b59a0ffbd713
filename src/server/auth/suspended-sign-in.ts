import { eq } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import { ACCOUNT_SUSPENDED_CODE } from '#shared/moderation/account-suspended';
import type { Database } from '#server/db/database';
import { users } from '#server/db/schema/auth';

/** The sign-in form shows its own translation of this (auth-failures.ts), keyed by the code. */
export const ACCOUNT_SUSPENDED_MESSAGE =
  'This account has been suspended by the site administrators. Contact them if you think this is a mistake.';

/**
 * Decision 085: no session is made for a suspended account, whatever the way in (password, a confirmation link's
 * automatic sign-in). better-auth calls this only after the password was checked, so the answer tells nobody else
 * whether an address has an account.
 */
export async function refuseSessionOfSuspended(db: Database, userId: string) {
  const [row] = await db.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, userId));
  if (row?.suspendedAt) {
    throw new APIError('FORBIDDEN', { code: ACCOUNT_SUSPENDED_CODE, message: ACCOUNT_SUSPENDED_MESSAGE });
  }
}
