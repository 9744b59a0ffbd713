import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { childEnv, tsxCommand } from '#server/testing/child-process';
import { fileModesUnder, openToOthers, type FileMode } from '#server/testing/file-modes';
import { startServerProcess } from '#server/testing/server-process';
import { imageForm, solidImage } from '#server/testing/test-images';

// Decision 055: nothing the server, `npm run backup` or `npm run restore` writes is open to the machine's other
// users, even when started with umask 000 (a permissive shell, a service manager): each sets its own modes.

const run = promisify(execFile);
const PERMISSIVE = '000';
let work: string;
let dataDir: string;
let whileRunning: FileMode[];
let afterStop: FileMode[];

/** `npm run backup` / `npm run restore` as they run: a process of their own, on DATA_DIR. */
const runScript = (script: string, args: string[], dataDirOfRun: string) => {
  const [command, commandArgs] = tsxCommand(script, args, { umask: PERMISSIVE });
  return run(command, commandArgs, { env: childEnv({ DATA_DIR: dataDirOfRun, LOG_LEVEL: 'silent' }) });
};

const names = (modes: FileMode[]) => modes.map(({ name }) => name);

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'habitsprint-modes-'));
  dataDir = path.join(work, 'data'); // not there yet: the server makes it
  const server = await startServerProcess({ DATA_DIR: dataDir }, { umask: PERMISSIVE });
  try {
    const person = server.client();
    const { email } = await person.signUp({ name: 'Private Person' });
    // an avatar (uploads/) and a reset link (outbox/): the files the server writes beside its database
    const avatar = await person.request('POST', '/api/me/avatar', imageForm(await solidImage('png', 32, 32)));
    expect(avatar.status).toBe(200);
    const reset = await person.post('/api/auth/request-password-reset', { email, redirectTo: '/auth' });
    expect(reset.status).toBe(200);
    // the e-mail goes out after the answer (decision 021)
    await vi.waitFor(async () => expect(await readdir(path.join(dataDir, 'outbox'))).toHaveLength(1));
    whileRunning = await fileModesUnder(dataDir);
    server.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    afterStop = await fileModesUnder(dataDir);
  } finally {
    await server.destroy();
  }
}, 120_000);
afterAll(() => rm(work, { recursive: true, force: true }));

describe('file modes under a permissive umask', () => {
  it('the server creates DATA_DIR 0700 and nothing in it is open to others: database, keys, lock, outbox, uploads', () => {
    // the scene is all there, so an empty walk cannot pass
    expect(names(whileRunning)).toEqual(
      expect.arrayContaining(['db/PG_VERSION', 'db/pg_wal', 'auth-secret', 'vapid-keys.json', 'server.lock']),
    );
    expect(whileRunning.length).toBeGreaterThan(900);
    expect(names(whileRunning).filter((name) => /^outbox\/.+\.eml$/.test(name))).toHaveLength(1);
    expect(names(whileRunning).filter((name) => /^uploads\/avatars\/.+/.test(name)).length).toBeGreaterThan(
      0,
    );

    expect(whileRunning.find(({ name }) => name === '.')?.mode).toBe(0o700);
    expect(openToOthers(whileRunning)).toEqual([]);
    expect(openToOthers(afterStop)).toEqual([]);
  });

  it('npm run backup writes its zip 0600, and npm run restore fills a folder with owner-only files', async () => {
    const zip = path.join(work, 'backup.zip');
    await runScript('scripts/backup.ts', [zip], dataDir);
    expect((await stat(zip)).mode & 0o777).toBe(0o600);

    const restoredDir = path.join(work, 'restored');
    await runScript('scripts/restore.ts', [zip], restoredDir);
    const restored = await fileModesUnder(restoredDir);
    expect(names(restored)).toEqual(
      expect.arrayContaining(['db/PG_VERSION', 'auth-secret', 'vapid-keys.json']),
    );
    expect(names(restored).filter((name) => /^uploads\/avatars\/.+/.test(name)).length).toBeGreaterThan(0);
    expect(restored.find(({ name }) => name === '.')?.mode).toBe(0o700);
    expect(openToOthers(restored)).toEqual([]);
  }, 120_000);

  it('closes a DATA_DIR made open to others (0777) by an earlier version: the server makes it 0700 at start', async () => {
    await chmod(dataDir, 0o777);
    const server = await startServerProcess({ DATA_DIR: dataDir }, { umask: PERMISSIVE });
    try {
      expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    } finally {
      await server.destroy();
    }
  }, 120_000);
});
