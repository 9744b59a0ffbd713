import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/database';

/**
 * Runs the statements of one file of drizzle/ in a transaction, as the migrator does: a test of a data migration
 * plants rows in their old form, then runs the migration over them.
 */
export async function runMigrationFile(db: Database, file: string) {
  const text = await readFile(path.resolve(import.meta.dirname, '../../../drizzle', file), 'utf8');
  await db.transaction(async (tx) => {
    for (const statement of text.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
  });
}
