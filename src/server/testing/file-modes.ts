import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

/** A file or folder and its permission bits as `stat -c '%a %n'` shows them, e.g. '600 db/PG_VERSION'. */
export interface FileMode {
  /** relative to the folder walked; '.' is the folder itself */
  name: string;
  mode: number;
}

/** The folder itself and everything beneath it (links not followed), as they are while a process writes there. */
export async function fileModesUnder(folder: string): Promise<FileMode[]> {
  const names = ['.', ...(await readdir(folder, { recursive: true }))];
  const modes = await Promise.all(names.map((name) => modeOf(folder, name)));
  return modes.filter((mode) => mode !== null);
}

async function modeOf(folder: string, name: string): Promise<FileMode | null> {
  try {
    return { name, mode: (await lstat(path.join(folder, name))).mode & 0o7777 };
  } catch (error) {
    // removed between the listing and now (a temporary file of the database or of an upload)
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Those any group or other user of the machine may read, write or enter, as '644 outbox/x.eml'. */
export function openToOthers(modes: FileMode[]): string[] {
  return modes
    .filter(({ mode }) => (mode & 0o077) !== 0)
    .map(({ name, mode }) => `${mode.toString(8)} ${name}`);
}
