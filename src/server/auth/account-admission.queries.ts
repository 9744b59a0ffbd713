import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { DEFAULT_SIGN_UP_MODE, type SignUpMode } from '#shared/instance/sign-up-modes';
import type { Database } from '#server/db/database';
import { users } from '#server/db/schema/auth';
import { instanceInviteLinks, instanceSettings } from '#server/db/schema/instance';
import { invitations } from '#server/db/schema/social';

// The reads and writes of who may have an account and a session (account-admission.ts decides).

export interface AdmissionFacts {
  mode: SignUpMode;
  /** a pending, unexpired invitation to a challenge was sent to the address */
  isInvited: boolean;
  /** the invite code names a link that is neither revoked, expired nor used up */
  hasValidCode: boolean;
}

/** The instance's sign-up mode: its stored row, or the default before anyone changed it. */
export async function readSignUpMode(db: Database): Promise<SignUpMode> {
  const [row] = await db.select({ mode: instanceSettings.signUpMode }).from(instanceSettings);
  return row?.mode ?? DEFAULT_SIGN_UP_MODE;
}

const validLinkWhere = (codeHash: string, now: Date) =>
  and(
    eq(instanceInviteLinks.codeHash, codeHash),
    isNull(instanceInviteLinks.revokedAt),
    gt(instanceInviteLinks.expiresAt, now),
    gt(instanceInviteLinks.usesLeft, 0),
  );

/** What admitting a new account to `email` (with an invite code's hash, if any) depends on: one statement. */
export async function readAdmissionFacts(
  db: Database,
  email: string,
  codeHash: string | null,
  now: Date,
): Promise<AdmissionFacts> {
  const invited = db
    .select({ one: sql`1` })
    .from(invitations)
    .where(
      and(eq(invitations.email, email), eq(invitations.status, 'pending'), gt(invitations.expiresAt, now)),
    );
  const validLink = db
    .select({ one: sql`1` })
    .from(instanceInviteLinks)
    .where(codeHash === null ? sql`false` : validLinkWhere(codeHash, now));
  const [row] = await db
    .select({
      mode: sql<SignUpMode | null>`(select ${instanceSettings.signUpMode} from ${instanceSettings})`,
      isInvited: sql<boolean>`exists(${invited})`,
      hasValidCode: sql<boolean>`exists(${validLink})`,
    })
    .from(sql`(select 1) as one`);
  return {
    mode: row?.mode ?? DEFAULT_SIGN_UP_MODE,
    isInvited: !!row?.isInvited,
    hasValidCode: !!row?.hasValidCode,
  };
}

/** Takes one use of a valid invite link, atomically; false when none was left to take (or it is not valid). */
export async function takeInviteLinkUse(db: Database, codeHash: string, now: Date): Promise<boolean> {
  const taken = await db
    .update(instanceInviteLinks)
    .set({ usesLeft: sql`${instanceInviteLinks.usesLeft} - 1` })
    .where(validLinkWhere(codeHash, now))
    .returning({ id: instanceInviteLinks.id });
  return taken.length > 0;
}

/** Whether the account waits for a site administrator's approval (an unknown one does not). */
export async function isAwaitingApproval(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ awaitingApproval: users.awaitingApproval })
    .from(users)
    .where(eq(users.id, userId));
  return row?.awaitingApproval ?? false;
}
