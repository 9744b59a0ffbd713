import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { ZipArchive, type ZipEntryData } from 'archiver';
import yauzl from 'yauzl';

/**
 * The backup file (decision 047): one zip, written with archiver and read back with yauzl. Its entries:
 *   manifest.json                  what it holds (format, version, database kind, file count, when)
 *   database/pglite-data.tar.gz    the embedded database's data folder (PGlite dumpDataDir), or
 *   database/postgres.dump         pg_dump's custom format (DATABASE_URL)
 *   data/auth-secret, data/vapid-keys.json   the keys generated in DATA_DIR, when there are any
 *   uploads/<storage key>          every uploaded file (local storage only)
 */
export const BACKUP_FORMAT = 'habitsprint-backup';
export const BACKUP_VERSION = 1;
export const PGLITE_ENTRY = 'database/pglite-data.tar.gz';
export const POSTGRES_ENTRY = 'database/postgres.dump';
export const UPLOADS_PREFIX = 'uploads/';
export const DATA_PREFIX = 'data/';
/** files the server generates in DATA_DIR when no setting gives them: without them sessions and push break */
export const GENERATED_DATA_FILES = ['auth-secret', 'vapid-keys.json'] as const;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  database: 'pglite' | 'postgres';
  /** 'local': the files are in uploads/; 's3': they stay in the bucket and are not in the backup */
  uploads: 'local' | 's3';
  fileCount: number;
}

export type ArchiveEntry = { name: string } & ({ bytes: Uint8Array } | { path: string });

/** Writes the entries to `file` through a temporary file, so a failed backup never leaves a half file there. */
export async function writeArchive(file: string, entries: Iterable<ArchiveEntry>): Promise<void> {
  const temp = `${file}.partial`;
  try {
    await new Promise<void>((resolve, reject) => {
      // it holds the auth secret and the push keys: owner-only whatever the umask (decision 055)
      const output = createWriteStream(temp, { mode: 0o600 });
      // already compressed parts (the gzip'ed data folder, images) are stored as they are
      const zip = new ZipArchive({ zlib: { level: 6 } });
      output.on('close', resolve);
      output.on('error', reject);
      zip.on('error', reject);
      zip.on('warning', reject);
      zip.pipe(output);
      for (const entry of entries) {
        const data: ZipEntryData = {
          name: entry.name,
          store: !/\.(json|txt)$|auth-secret$/.test(entry.name),
        };
        if ('bytes' in entry) zip.append(Buffer.from(entry.bytes), data);
        else zip.file(entry.path, data);
      }
      void zip.finalize();
    });
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Every entry of the zip `file`, name → bytes (a backup is read whole; its files are the app's uploads). */
export async function readArchive(file: string): Promise<Map<string, Uint8Array>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, strictFileNames: true }, (error, opened) =>
      error ? reject(error) : resolve(opened),
    ),
  );
  const entries = new Map<string, Uint8Array>();
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', resolve);
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (error, stream) => {
          if (error) return reject(error);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, new Uint8Array(Buffer.concat(chunks)));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
  return entries;
}
