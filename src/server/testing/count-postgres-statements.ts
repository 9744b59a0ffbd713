import pg from 'pg';

/**
 * Every statement sent through any node-postgres client while `action` runs, pooled or inside a transaction (which
 * `countStatements` of http.ts does not see): for the statement counts of the benchmarks and the PostgreSQL tests.
 */
export async function countPostgresStatements(action: () => unknown): Promise<number> {
  const original = pg.Client.prototype.query;
  let count = 0;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    count += 1;
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await action();
  } finally {
    pg.Client.prototype.query = original;
  }
  return count;
}
