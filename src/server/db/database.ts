import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { NamingClient } from './named-statements';
import { openPgliteFolder } from './pglite-folder';
import { schema, type Schema } from './schema';

export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../../drizzle');

export interface PoolOptions {
  poolSize?: number;
  /** told when PostgreSQL ends a connection the pool was keeping idle (a restart); the pool replaces it */
  onIdleConnectionError?: (error: Error) => void;
}

/** How long a request waits for a connection before it is answered 503: an outage fails fast, never hangs. */
const CONNECT_TIMEOUT_MS = 3_000;

/**
 * A real PostgreSQL server through a connection pool (the mode for more than one process). The pool rides out a
 * restart or a failover: PostgreSQL ends idle connections (57P01) and the pool reports them with an `error` event,
 * which without a listener would end the process; here it is logged and the pool opens new connections when asked.
 */
export function connectPostgres(
  url: string,
  { poolSize = 10, onIdleConnectionError = () => {} }: PoolOptions = {},
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    // runs the texts of prepared statements as named statements (prepared-statement.ts)
    Client: NamingClient,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // notices a peer that vanished without closing (a failover) instead of waiting on a dead socket
    keepAlive: true,
  });
  pool.on('error', onIdleConnectionError);
  const db = drizzlePostgres(pool, { schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

/** The embedded database: one PGlite instance in `dataDir` (or in memory, or from a saved dump in tests). */
export function openPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      // CHECKPOINT flushes WAL to the data files so a reopened folder has every acknowledged write.
      await client.exec('CHECKPOINT');
      await client.close();
    },
  };
}

export async function openEmbeddedDatabase(dataDir: string): Promise<DatabaseHandle> {
  const client = await openPgliteFolder(path.join(dataDir, 'db'));
  return openPglite(client);
}
