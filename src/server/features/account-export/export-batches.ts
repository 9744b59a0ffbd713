import { and, asc, gt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/database';

/** Whose data is read: the signed-in person, never an id from the request. */
export interface ExportOwner {
  userId: string;
  /** their address once confirmed, null before: rows kept under an address are theirs only then (decision 056) */
  confirmedAddress: string | null;
}

/**
 * One kind of data read in pages: the rows after `after` (the last row of the page before, null for the first) in
 * the order of a unique key, at most `limit` of them. Keyset pages cost one statement each, whatever the offset.
 */
export type ReadPage<Row> = (
  db: Database,
  owner: ExportOwner,
  after: Row | null,
  limit: number,
) => Promise<Row[]>;

/** How many rows one statement reads: memory stays bounded by this, whatever the amount of data (decision 045). */
export const EXPORT_BATCH_SIZE = 500;

/** Every row of one kind, page after page; the next page is read only when the one before has been used. */
export async function* allRows<Row>(
  db: Database,
  owner: ExportOwner,
  readPage: ReadPage<Row>,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<Row[]> {
  let after: Row | null = null;
  for (;;) {
    const page = await readPage(db, owner, after, batchSize);
    if (page.length > 0) yield page;
    if (page.length < batchSize) return;
    after = page[page.length - 1]!;
  }
}

/** The columns of a page's unique key, each under the row's field that holds its value, in the key's order. */
export type KeyColumns<Row> = { [Field in keyof Row]?: PgColumn };

/**
 * One keyset page of `query` (what it selects, from where): its rows that are `whose` and come after `after` in the
 * order of `key`, at most `limit` of them. Every reader of the export pages this way, so each states only its rows.
 */
export function pageAfter<Query extends PgSelect, Row>(
  query: Query,
  whose: SQL,
  key: KeyColumns<Row>,
  after: Row | null,
  limit: number,
) {
  const columns = Object.entries(key) as [keyof Row, PgColumn][];
  return query
    .where(and(whose, after ? afterKey(columns, after) : undefined))
    .orderBy(...columns.map(([, column]) => asc(column)))
    .limit(limit);
}

/** `key > after`; a key of several columns compared as a row, `(a, b) > (x, y)`, which its index serves. */
function afterKey<Row>(columns: [keyof Row, PgColumn][], after: Row): SQL {
  const [first, ...rest] = columns;
  if (first && rest.length === 0) return gt(first[1], after[first[0]]);
  // each value carries its column's type (`$1::date`): the comparison never rests on how a parameter's type is inferred
  const values = columns.map(([field, column]) => sql`${after[field]}::${sql.raw(column.getSQLType())}`);
  const keyColumns = columns.map(([, column]) => column);
  return sql`(${sql.join(keyColumns, sql`, `)}) > (${sql.join(values, sql`, `)})`;
}
