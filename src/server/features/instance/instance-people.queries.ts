import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database';
import { users } from '#server/db/schema/auth';
import { escapeLikePattern } from '#server/features/users/users.queries';

// Drizzle reads and writes of the people the instance page lists and changes; the rules live in the services.

const personColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  createdAt: users.createdAt,
  emailVerified: users.emailVerified,
  awaitingApproval: users.awaitingApproval,
  siteAdmin: users.siteAdmin,
  suspendedAt: users.suspendedAt,
};

/** People whose name or address contains `text` (any case; everyone for ''), by name: `limit` from `offset`. */
export function searchPeople(db: Database, input: { text: string; offset: number; limit: number }) {
  const pattern = `%${escapeLikePattern(input.text)}%`;
  return db
    .select(personColumns)
    .from(users)
    .where(input.text === '' ? undefined : or(ilike(users.name, pattern), ilike(users.email, pattern)))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .offset(input.offset)
    .limit(input.limit);
}

export async function findPerson(db: Database, userId: string) {
  const [row] = await db.select(personColumns).from(users).where(eq(users.id, userId));
  return row;
}

export async function setSiteAdmin(db: Database, userId: string, siteAdmin: boolean, now: Date) {
  await db.update(users).set({ siteAdmin, updatedAt: now }).where(eq(users.id, userId));
}

/**
 * How many accounts with a confirmed address are site administrators (granted, or listed in ADMIN_EMAILS), leaving
 * out `exceptUserId`.
 */
export async function countOtherSiteAdmins(db: Database, listedAddresses: string[], exceptUserId: string) {
  const isAdmin =
    listedAddresses.length === 0
      ? eq(users.siteAdmin, true)
      : or(eq(users.siteAdmin, true), inArray(users.email, listedAddresses));
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.emailVerified, true), isAdmin, sql`${users.id} <> ${exceptUserId}`));
  return row?.count ?? 0;
}

/** Ends the wait of an account waiting for approval; undefined when it was not waiting (or does not exist). */
export async function approveWaitingAccount(db: Database, userId: string, now: Date) {
  const [row] = await db
    .update(users)
    .set({ awaitingApproval: false, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.awaitingApproval, true)))
    .returning({ email: users.email, name: users.name, locale: users.locale });
  return row;
}

/** Deletes an account waiting for approval (it never had a session, so it owns nothing); false when none was. */
export async function deleteWaitingAccount(db: Database, userId: string) {
  const deleted = await db
    .delete(users)
    .where(and(eq(users.id, userId), eq(users.awaitingApproval, true)))
    .returning({ id: users.id });
  return deleted.length > 0;
}
