import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { isValidStorageKey } from '#server/storage/storage-key';

const run = promisify(execFile);

/**
 * Runs pg_dump or pg_restore (on PATH: Debian's postgresql-client; the client must be at least the server's major
 * version) on the database at `url`. The password goes in PGPASSWORD, not on the command line `ps` shows.
 */
export async function runPostgresTool(tool: 'pg_dump' | 'pg_restore', url: string, args: string[]) {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  try {
    await run(tool, [...args, '--dbname', target.toString()], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new Error(
        `${tool} was not found: install PostgreSQL's client tools (Debian: postgresql-client).`,
        {
          cause: error,
        },
      );
    }
    throw new Error(`${tool} failed: ${failure.stderr?.trim() || failure.message}`, { cause: error });
  }
}

/** The storage keys of the files under the local uploads folder (temporary and hidden files left out). */
export async function listUploadKeys(uploadsDir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(uploadsDir, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .map((name) => name.split(path.sep).join('/'))
    .filter((key) => isValidStorageKey(key))
    .sort();
}
