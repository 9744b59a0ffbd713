import { chmodSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Makes DATA_DIR (0700) or closes an existing one to the machine's other users (decision 055). A folder made by an
 * earlier version is 0755 with 0666 database files in it: taking the group and other bits off the top folder is
 * enough, as nothing beneath it can be reached without entering it. A folder that belongs to another user, who set
 * its modes (a volume shared with a group, say), is left as it is, with a warning: refusing to start would break
 * that setup.
 */
export function preparePrivateDataDir(dataDir: string, warn: (message: string) => void): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if ((statSync(dataDir).mode & 0o077) === 0) return;
  try {
    chmodSync(dataDir, 0o700);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
    warn(
      `DATA_DIR ${path.resolve(dataDir)} belongs to another user and is open to others on this machine; ` +
        'only its owner can close it (chmod 700).',
    );
  }
}
