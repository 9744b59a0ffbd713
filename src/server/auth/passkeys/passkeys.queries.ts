import { and, desc, eq } from 'drizzle-orm';
import type { Passkey } from '#shared/passkeys/passkeys.types';
import type { Database } from '#server/db/database';
import { passkeys } from '#server/db/schema/passkeys';

// The passkey ceremonies' reads and writes (passkey-plugin.ts) and the list Settings shows; renaming and removing
// are features/passkeys'.

export const listedColumns = {
  id: passkeys.id,
  name: passkeys.name,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
};

type ListedRow = { id: string; name: string; createdAt: Date; lastUsedAt: Date | null };

/** A row as the contract answers it. */
export function passkeyView(row: ListedRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** The person's passkeys, newest first. */
export async function listPasskeysOf(db: Database, userId: string): Promise<Passkey[]> {
  const rows = await db
    .select(listedColumns)
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(desc(passkeys.createdAt), desc(passkeys.id));
  return rows.map(passkeyView);
}

/** The credentials the person already has, so the browser does not make a second passkey on the same device. */
export async function listCredentialsOf(db: Database, userId: string) {
  return db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
}

export async function insertPasskey(db: Database, row: typeof passkeys.$inferInsert): Promise<Passkey> {
  const [inserted] = await db.insert(passkeys).values(row).returning(listedColumns);
  return passkeyView(inserted!);
}

export async function findPasskeyByCredentialId(db: Database, credentialId: string) {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row;
}

/**
 * Writes a sign-in's counter and time, only if the counter has not moved in the meantime: two sign-ins racing with
 * the same counter cannot both pass. Answers whether it was written.
 */
export async function recordPasskeyUse(
  db: Database,
  use: { id: string; previousCounter: number; counter: number; at: Date },
): Promise<boolean> {
  const updated = await db
    .update(passkeys)
    .set({ counter: use.counter, lastUsedAt: use.at })
    .where(and(eq(passkeys.id, use.id), eq(passkeys.counter, use.previousCounter)))
    .returning({ id: passkeys.id });
  return updated.length === 1;
}
