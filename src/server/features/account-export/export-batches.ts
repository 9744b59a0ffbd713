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
