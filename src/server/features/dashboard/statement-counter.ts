import type { Database } from '../../db/database';

type Queryable = { query: (...args: unknown[]) => unknown };

/**
 * For tests and benchmarks: how many SQL statements `action` sends through `db` (outside transactions), counted
 * at the driver (PGlite's or the node-postgres pool's `query`), so Drizzle and better-auth are both seen.
 */
export async function countStatements(db: Database, action: () => unknown): Promise<number> {
  const client = (db as unknown as { $client: Queryable }).$client;
  const original = client.query;
  let count = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    count += 1;
    return original.apply(this, args);
  };
  try {
    await action();
  } finally {
    client.query = original;
  }
  return count;
}
