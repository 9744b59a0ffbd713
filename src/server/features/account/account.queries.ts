import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database';
import { accounts, sessions, users, verifications } from '#server/db/schema/auth';

// Reads and writes of the account settings over better-auth's own tables (decision 044).

/** The verification row of a person's pending e-mail change: one at a time, the newest request replaces it. */
export const emailChangeIdentifier = (userId: string) => `change-email:${userId}`;

export interface PendingEmailChange {
  tokenHash: string;
  newEmail: string;
}

/** The hash of the person's password (better-auth's credential account), or null without one. */
export async function findPasswordHash(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return row?.password ?? null;
}

export async function updatePasswordHash(tx: Database, userId: string, hash: string, now: Date) {
  await tx
    .update(accounts)
    .set({ password: hash, updatedAt: now })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
}

/** Ends every session of the person but the one of `keepToken`; how many ended. */
export async function deleteSessionsExcept(tx: Database, userId: string, keepToken: string): Promise<number> {
  const ended = await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.token, keepToken)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Ends the one session `sessionId` if it is the person's and not the one of `keepToken`. */
export async function deleteSessionOf(
  db: Database,
  userId: string,
  sessionId: string,
  keepToken: string,
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), ne(sessions.token, keepToken)))
    .returning({ id: sessions.id });
  return ended.length;
}

export async function findSessionOwner(db: Database, sessionId: string) {
  const [row] = await db
    .select({ userId: sessions.userId, token: sessions.token })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row;
}

/** The person's sessions still running (by the system clock, as better-auth judges them), newest use first. */
export function listLiveSessions(db: Database, userId: string, createdAfter: Date) {
  return db
    .select({
      id: sessions.id,
      token: sessions.token,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.createdAt, createdAfter),
      ),
    )
    .orderBy(desc(sessions.updatedAt));
}

/** The person's address, their pending change still valid at `now` and whether two-step verification is on. */
export async function findSignInSettings(db: Database, userId: string, now: Date) {
  const [row] = await db
    .select({ email: users.email, twoFactorEnabled: users.twoFactorEnabled, pending: verifications.value })
    .from(users)
    .leftJoin(
      verifications,
      and(eq(verifications.identifier, emailChangeIdentifier(userId)), gt(verifications.expiresAt, now)),
    )
    .where(eq(users.id, userId));
  return (
    row && {
      email: row.email,
      twoFactorEnabled: row.twoFactorEnabled,
      pending: row.pending ? parsePending(row.pending) : null,
    }
  );
}

export async function findEmailOwner(db: Database, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row;
}

export async function replacePendingEmailChange(
  db: Database,
  userId: string,
  change: PendingEmailChange,
  expiresAt: Date,
) {
  await db.transaction(async (tx) => {
    await tx.delete(verifications).where(eq(verifications.identifier, emailChangeIdentifier(userId)));
    await tx.insert(verifications).values({
      id: crypto.randomUUID(),
      identifier: emailChangeIdentifier(userId),
      value: JSON.stringify(change),
      expiresAt,
    });
  });
}

/** The pending change of `userId` still valid at `now`, locked for the transaction that applies it. */
export async function lockPendingEmailChange(tx: Database, userId: string, now: Date) {
  const [row] = await tx
    .select({ value: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, emailChangeIdentifier(userId)), gt(verifications.expiresAt, now)))
    .for('update');
  return row ? parsePending(row.value) : undefined;
}

export async function deletePendingEmailChange(tx: Database, userId: string) {
  await tx.delete(verifications).where(eq(verifications.identifier, emailChangeIdentifier(userId)));
}

/** Sets the new, confirmed address; the old one, or undefined when the person is gone. */
export async function setConfirmedEmail(tx: Database, userId: string, newEmail: string, now: Date) {
  const [before] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!before) return undefined;
  await tx
    .update(users)
    .set({ email: newEmail, emailVerified: true, updatedAt: now })
    .where(eq(users.id, userId));
  return before;
}

function parsePending(value: string): PendingEmailChange | null {
  try {
    const parsed = JSON.parse(value) as Partial<PendingEmailChange>;
    return typeof parsed.tokenHash === 'string' && typeof parsed.newEmail === 'string'
      ? { tokenHash: parsed.tokenHash, newEmail: parsed.newEmail }
      : null;
  } catch {
    return null;
  }
}

/** When the person's identity at the provider `providerId` was joined to their account, or null. */
export async function findProviderIdentityLinkedAt(
  db: Database,
  userId: string,
  providerId: string,
): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: accounts.createdAt })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, providerId)));
  return row?.createdAt ?? null;
}
