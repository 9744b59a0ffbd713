import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openPgliteFolder } from '#server/db/pglite-folder';
import type { Env } from '#server/env';
import { acquireDataDirLock } from '#server/lib/data-dir-lock';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  DATA_PREFIX,
  GENERATED_DATA_FILES,
  PGLITE_ENTRY,
  POSTGRES_ENTRY,
  UPLOADS_PREFIX,
  writeArchive,
  type ArchiveEntry,
  type BackupManifest,
} from './backup-archive';
import { listUploadKeys, runPostgresTool } from './backup-tools';

export interface BackupSummary {
  file: string;
  manifest: BackupManifest;
}

const usesS3 = (env: Env) => Boolean(env.S3_ENDPOINT);

/** The default name: habitsprint-backup-2026-03-10T12-00-00Z.zip in the current folder. */
export function defaultBackupName(now: Date): string {
  return `habitsprint-backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.zip`;
}

/**
 * `npm run backup [FILE]` (product-rules.md#backups, decision 047). On the embedded database it takes the data
 * folder's lock first: while a server runs on DATA_DIR it refuses (PGlite cannot be copied consistently under a
 * writer), and no server can start while the copy is made.
 */
export async function createBackup(env: Env, file: string, now = new Date()): Promise<BackupSummary> {
  const entries: ArchiveEntry[] = [];
  const uploadsDir = path.join(env.DATA_DIR, 'uploads');
  const cleanups: (() => Promise<void>)[] = [];
  let releaseLock = () => {};
  try {
    if (env.DATABASE_URL) {
      const temp = await mkdtemp(path.join(os.tmpdir(), 'habitsprint-backup-'));
      cleanups.push(() => rm(temp, { recursive: true, force: true }));
      const dump = path.join(temp, 'postgres.dump');
      // one snapshot: pg_dump is consistent while the app keeps running
      await runPostgresTool('pg_dump', env.DATABASE_URL, [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        '--file',
        dump,
      ]);
      entries.push({ name: POSTGRES_ENTRY, path: dump });
    } else {
      if (!existsSync(path.join(env.DATA_DIR, 'db', 'PG_VERSION'))) {
        throw new Error(
          `There is no embedded database in DATA_DIR ${path.resolve(env.DATA_DIR)}: nothing to back up.`,
        );
      }
      releaseLock = lockForBackup(env.DATA_DIR);
      const client = await openPgliteFolder(path.join(env.DATA_DIR, 'db'));
      try {
        const dump = await client.dumpDataDir('gzip');
        entries.push({ name: PGLITE_ENTRY, bytes: new Uint8Array(await dump.arrayBuffer()) });
      } finally {
        await client.close();
      }
      for (const name of GENERATED_DATA_FILES) {
        const bytes = await readFile(path.join(env.DATA_DIR, name)).catch(() => null);
        if (bytes) entries.push({ name: DATA_PREFIX + name, bytes: new Uint8Array(bytes) });
      }
    }
    const keys = usesS3(env) ? [] : await listUploadKeys(uploadsDir);
    for (const key of keys) entries.push({ name: UPLOADS_PREFIX + key, path: path.join(uploadsDir, key) });
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: now.toISOString(),
      database: env.DATABASE_URL ? 'postgres' : 'pglite',
      uploads: usesS3(env) ? 's3' : 'local',
      fileCount: keys.length,
    };
    entries.unshift({ name: 'manifest.json', bytes: Buffer.from(JSON.stringify(manifest, null, 2)) });
    await ensureNotADirectory(file);
    await writeArchive(file, entries);
    return { file, manifest };
  } finally {
    releaseLock();
    for (const cleanup of cleanups) await cleanup();
  }
}

function lockForBackup(dataDir: string): () => void {
  try {
    return acquireDataDirLock(dataDir);
  } catch (error) {
    throw new Error(
      `The data folder ${path.resolve(dataDir)} is in use by a running HabitSprint server. ` +
        'Stop the server, run `npm run backup` again, then start it: the embedded database cannot be copied ' +
        'consistently while the server writes to it.',
      { cause: error },
    );
  }
}

async function ensureNotADirectory(file: string) {
  const info = await stat(file).catch(() => null);
  if (info?.isDirectory()) throw new Error(`${file} is a folder: give the backup file's name.`);
}
