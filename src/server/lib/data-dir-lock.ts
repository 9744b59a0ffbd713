import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database is single-process: two servers on one folder would lose acknowledged writes. The lock
 * holds our pid; a lock left by a process that no longer runs is taken over.
 */
// Folders this process has locked. A lock naming our own pid is otherwise stale: in a container every start
// may get the same pid.
const heldByThisProcess = new Set<string>();

export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.resolve(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldByThisProcess.add(lockPath);
      return () => {
        heldByThisProcess.delete(lockPath);
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      const held =
        holder === process.pid
          ? heldByThisProcess.has(lockPath)
          : Number.isInteger(holder) && isRunning(holder);
      if (held) {
        throw new Error(
          `Another HabitSprint server (pid ${holder}) is already using the data folder ${path.resolve(dataDir)}. ` +
            'Stop it first, or set DATA_DIR to another folder (or DATABASE_URL to a PostgreSQL server to run several).',
          { cause: error },
        );
      }
      rmSync(lockPath, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not lock the data folder ${path.resolve(dataDir)}.`);
}
