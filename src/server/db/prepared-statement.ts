import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database';

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * Runs a raw statement as the named prepared statement `name`: on PostgreSQL each pooled connection plans it once
 * and afterwards only binds values, where planning these statements costs more than running them (PGlite runs it
 * as usual). One name stands for one text: every value must be a parameter, never spliced into the text.
 */
export async function executePrepared<Row>(db: Database, name: string, statement: SQL): Promise<Row[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false);
  // both drivers answer a raw statement as { rows }
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}
