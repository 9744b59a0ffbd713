import { and, eq } from 'drizzle-orm';
import type { Passkey } from '#shared/passkeys/passkeys.types';
import { listedColumns, passkeyView } from '#server/auth/passkeys/passkeys.queries';
import type { Database } from '#server/db/database';
import { passkeys } from '#server/db/schema/passkeys';

/** Renames one of the person's passkeys; undefined when the person has none with this id. */
export async function renamePasskeyOf(
  db: Database,
  userId: string,
  id: string,
  name: string,
): Promise<Passkey | undefined> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning(listedColumns);
  return row && passkeyView(row);
}

/** Removes one of the person's passkeys; answers how many went (0 or 1). */
export async function deletePasskeyOf(db: Database, userId: string, id: string): Promise<number> {
  const deleted = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return deleted.length;
}
