import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPgliteFolder } from '#server/db/pglite-folder';
import type { Env } from '#server/env';
import { acquireDataDirLock } from '#server/lib/data-dir-lock';
import { preparePrivateDataDir } from '#server/lib/private-data-dir';
import { createLocalFileStorage } from '#server/storage/local-file-storage';
import { contentTypeForKey, isValidStorageKey } from '#server/storage/storage-key';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  DATA_PREFIX,
  GENERATED_DATA_FILES,
  PGLITE_ENTRY,
  POSTGRES_ENTRY,
  UPLOADS_PREFIX,
  readArchive,
  type BackupManifest,
} from './backup-archive';
import { runPostgresTool } from './backup-tools';

/**
 * `npm run restore FILE` (product-rules.md#backups, decision 047): brings an empty DATA_DIR (and, with DATABASE_URL,
 * an empty database) back to the backup's state. It never overwrites: a folder or database with anything in it is
 * refused before anything is written, and a failed restore removes what it wrote.
 */
export async function restoreBackup(env: Env, file: string): Promise<BackupManifest> {
  const entries = await readArchive(file).catch((error: unknown) => {
    throw new Error(`${file} could not be read as a HabitSprint backup: ${(error as Error).message}`, {
      cause: error,
    });
  });
  const manifest = parseManifest(entries.get('manifest.json'), file);
  const wanted = env.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.database !== wanted) {
    throw new Error(
      manifest.database === 'postgres'
        ? 'This backup is of a PostgreSQL database: set DATABASE_URL to an empty database to restore it.'
        : 'This backup is of the embedded database: unset DATABASE_URL to restore it into DATA_DIR.',
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  await refuseNonEmptyFolder(dataDir);
  if (env.DATABASE_URL) await refuseNonEmptyDatabase(env.DATABASE_URL);

  preparePrivateDataDir(dataDir, console.warn);
  const releaseLock = acquireDataDirLock(dataDir);
  try {
    if (env.DATABASE_URL) await restorePostgres(env.DATABASE_URL, entries.get(POSTGRES_ENTRY));
    else await restorePglite(dataDir, entries.get(PGLITE_ENTRY));
    for (const name of GENERATED_DATA_FILES) {
      const bytes = entries.get(DATA_PREFIX + name);
      if (bytes) await writeFile(path.join(dataDir, name), bytes, { mode: 0o600 });
    }
    const uploads = createLocalFileStorage(path.join(dataDir, 'uploads'));
    for (const [name, bytes] of entries) {
      if (!name.startsWith(UPLOADS_PREFIX)) continue;
      const key = name.slice(UPLOADS_PREFIX.length);
      if (!isValidStorageKey(key)) throw new Error(`The backup holds a file with an invalid name: ${name}`);
      await uploads.put(key, new Uint8Array(bytes), contentTypeForKey(key)!);
    }
  } catch (error) {
    releaseLock();
    // the folder was empty before: leave it so, never half restored
    for (const name of await readdir(dataDir))
      await rm(path.join(dataDir, name), { recursive: true, force: true });
    throw error;
  }
  releaseLock();
  return manifest;
}

function parseManifest(bytes: Uint8Array | undefined, file: string): BackupManifest {
  let manifest: Partial<BackupManifest> | undefined;
  try {
    manifest = bytes ? JSON.parse(Buffer.from(bytes).toString('utf8')) : undefined;
  } catch {
    manifest = undefined;
  }
  if (manifest?.format !== BACKUP_FORMAT)
    throw new Error(`${file} is not a HabitSprint backup (no manifest).`);
  if (manifest.version !== BACKUP_VERSION) {
    throw new Error(
      `${file} is a backup of format version ${manifest.version}; this version reads ${BACKUP_VERSION}.`,
    );
  }
  return manifest as BackupManifest;
}

async function refuseNonEmptyFolder(dataDir: string) {
  const names = await readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (names.length > 0) {
    throw new Error(
      `DATA_DIR ${dataDir} is not empty (${names.slice(0, 3).join(', ')}${names.length > 3 ? ', …' : ''}). ` +
        'A restore only fills an empty folder, so nothing is overwritten: move its contents away or set DATA_DIR ' +
        'to a new folder.',
    );
  }
}

async function refuseNonEmptyDatabase(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S')
          AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'`,
    );
    if (Number(rows[0]!.count) > 0) {
      throw new Error(
        'The database at DATABASE_URL is not empty. A restore only fills an empty database, so nothing is ' +
          'overwritten: create a new one (createdb) and point DATABASE_URL at it.',
      );
    }
  } finally {
    await client.end();
  }
}

async function restorePglite(dataDir: string, dump: Uint8Array | undefined) {
  if (!dump) throw new Error(`The backup has no ${PGLITE_ENTRY}.`);
  const client = await openPgliteFolder(path.join(dataDir, 'db'), {
    loadDataDir: new Blob([Buffer.from(dump)], { type: 'application/x-gzip' }),
  });
  // CHECKPOINT: the restored pages reach the folder before it is closed (PGlite does not fsync on its own)
  await client.exec('CHECKPOINT');
  await client.close();
}

async function restorePostgres(url: string, dump: Uint8Array | undefined) {
  if (!dump) throw new Error(`The backup has no ${POSTGRES_ENTRY}.`);
  const temp = await mkdtemp(path.join(os.tmpdir(), 'habitsprint-restore-'));
  try {
    const dumpFile = path.join(temp, 'postgres.dump');
    await writeFile(dumpFile, dump);
    // one transaction: a failure leaves the database empty as it was
    await runPostgresTool('pg_restore', url, [
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      dumpFile,
    ]);
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}
