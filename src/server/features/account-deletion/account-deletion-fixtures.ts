import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database';
import { challengeParticipants } from '#server/db/schema/challenges';
import { groupMembers } from '#server/db/schema/social';
import { type TestClient, VALID_PASSWORD } from '#server/testing/test-client';

export const ACCOUNT_PATH = '/api/account';

/** DELETE /api/account as `client`, with the test password unless another is given. */
export const deleteAccountAs = (client: TestClient, password = VALID_PASSWORD) =>
  client.request('DELETE', ACCOUNT_PATH, { password });

/** Sets when a participant joined a challenge (the fixed test clock gives everyone the same instant). */
export async function setJoinedAt(db: Database, challengeId: string, userId: string, joinedAt: string) {
  await db
    .update(challengeParticipants)
    .set({ joinedAt: new Date(joinedAt) })
    .where(
      sql`${challengeParticipants.challengeId} = ${challengeId} and ${challengeParticipants.userId} = ${userId}`,
    );
}

/** Sets when a member joined a group. */
export async function setGroupJoinedAt(db: Database, groupId: string, userId: string, joinedAt: string) {
  await db
    .update(groupMembers)
    .set({ joinedAt: new Date(joinedAt) })
    .where(sql`${groupMembers.groupId} = ${groupId} and ${groupMembers.userId} = ${userId}`);
}

/** Each group member's role, by user id. */
export async function rolesIn(db: Database, groupId: string) {
  const rows = await db
    .select({ userId: groupMembers.userId, role: groupMembers.role })
    .from(groupMembers)
    .where(eq(groupMembers.groupId, groupId));
  return Object.fromEntries(rows.map((row) => [row.userId, row.role]));
}

/**
 * Every column of every table that references users (read from the catalog, so a table added later is covered),
 * with how many rows still hold `userId`.
 */
export async function rowsReferencing(db: Database, userId: string) {
  const result = await db.execute(sql`
    select c.conrelid::regclass::text as "table", a.attname as "column"
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
    where c.contype = 'f' and c.confrelid = 'users'::regclass`);
  const columns = (result as unknown as { rows: { table: string; column: string }[] }).rows;
  const counts: Record<string, number> = {};
  for (const { table, column } of columns) {
    const counted = await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
    );
    counts[`${table}.${column}`] = (counted as unknown as { rows: { n: number }[] }).rows[0]!.n;
  }
  return counts;
}
