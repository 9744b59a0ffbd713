import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { connectPostgres } from '#server/db/database';
import { loadEnv } from '#server/env';
import { startServer, type RunningServer } from '#server/server';
import type { Cleanups } from './clean-ups';
import { clonePostgresDatabase } from './test-database';
import { VAPID_TEST_ENV } from './vapid-test-env';

// Several server processes on one PostgreSQL database, as a deployment with more than one process runs them: for
// tests of races between processes (the scheduler, the push worker). They need a real server (onRealPostgres()).

/** A database of its own (a copy of the test template) and a small pool on it for the test's own reads. */
export async function freshPostgresDatabase(cleanups: Cleanups) {
  const clone = await clonePostgresDatabase();
  cleanups.push(clone.drop);
  const handle = connectPostgres(clone.url, { poolSize: 2 });
  cleanups.push(() => handle.close());
  return { url: clone.url, db: handle.db };
}

/**
 * `count` servers started at the same moment on `databaseUrl`, each with its own throwaway DATA_DIR, on any free
 * port; `settings` adds to (or overrides) their environment, e.g. the scheduler's and push worker's beats.
 */
export async function startServersOnPostgres(
  databaseUrl: string,
  count: number,
  settings: Record<string, string>,
  cleanups: Cleanups,
): Promise<RunningServer[]> {
  const startOne = async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'habitsprint-process-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const running = await startServer(
      loadEnv({
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        AUTH_SECRET: 'postgres-test-secret-postgres-test-secret-1',
        ...VAPID_TEST_ENV,
        ...settings,
      }),
    );
    cleanups.push(() => running.stop());
    return running;
  };
  return Promise.all(Array.from({ length: count }, startOne));
}
