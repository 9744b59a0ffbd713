import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '#server/env';
import { acquireDataDirLock } from '#server/lib/data-dir-lock';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { createBackup } from './backup';
import { everyRow, expectTheScene, givenDataToBackUp, uploadedFiles } from '#server/testing/fixtures/backup';
import { restoreBackup } from './restore';

// product-rules.md#backups, decision 047: the round trip on the embedded database (PGlite in DATA_DIR).

let t: TestApp;
let work: string;
let before: Record<string, string[]>;
let filesBefore: Record<string, Buffer>;
const envFor = (dataDir: string) => loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });

beforeAll(async () => {
  t = await createTestApp({}, { embedded: true });
  await givenDataToBackUp(t);
  work = await mkdtemp(path.join(os.tmpdir(), 'habitsprint-backup-test-'));
  // the test app's database lives in memory: put it where a server keeps it, DATA_DIR/db
  const memory = (t.db as unknown as { $client: PGlite }).$client;
  const onDisk = await PGlite.create(path.join(t.dataDir, 'db'), {
    loadDataDir: await memory.dumpDataDir('gzip'),
  });
  before = await everyRow((sql) => onDisk.query(sql));
  await onDisk.exec('CHECKPOINT');
  await onDisk.close();
  filesBefore = await uploadedFiles(t.dataDir);
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(work, { recursive: true, force: true });
});

describe('npm run backup / npm run restore on the embedded database', () => {
  it('restores every row and every uploaded file into an empty DATA_DIR', async () => {
    expectTheScene(before);
    expect(Object.keys(filesBefore)).toHaveLength(1);
    expect(Object.keys(filesBefore)[0]).toMatch(/^avatars\//);

    const file = path.join(work, 'backup.zip');
    const { manifest } = await createBackup(envFor(t.dataDir), file);
    expect(manifest).toMatchObject({ database: 'pglite', uploads: 'local', fileCount: 1 });
    expect(existsSync(path.join(t.dataDir, 'server.lock'))).toBe(false); // the lock is given back

    const restoredDir = path.join(work, 'restored');
    await restoreBackup(envFor(restoredDir), file);

    const restored = await PGlite.create(path.join(restoredDir, 'db'));
    try {
      expect(await everyRow((sql) => restored.query(sql))).toEqual(before);
    } finally {
      await restored.close();
    }
    expect(await uploadedFiles(restoredDir)).toEqual(filesBefore);
    // the Web Push keys generated in DATA_DIR come back too (the browsers' subscriptions are bound to them)
    expect(await readFile(path.join(restoredDir, 'vapid-keys.json'), 'utf8')).toBe(
      await readFile(path.join(t.dataDir, 'vapid-keys.json'), 'utf8'),
    );
    expect(existsSync(path.join(restoredDir, 'server.lock'))).toBe(false);
  }, 120_000);

  it('refuses to back up while a server holds the data folder, and writes no file', async () => {
    const release = acquireDataDirLock(t.dataDir);
    const file = path.join(work, 'refused.zip');
    try {
      await expect(createBackup(envFor(t.dataDir), file)).rejects.toThrow(
        /in use by a running HabitSprint server\. Stop the server/,
      );
    } finally {
      release();
    }
    expect(existsSync(file)).toBe(false);
    expect(existsSync(`${file}.partial`)).toBe(false);
  });

  it('refuses to restore into a DATA_DIR that is not empty, and leaves it untouched', async () => {
    const file = path.join(work, 'second.zip');
    await createBackup(envFor(t.dataDir), file);
    const busyDir = path.join(work, 'busy');
    await mkdir(busyDir);
    await writeFile(path.join(busyDir, 'notes.txt'), 'mine');
    await expect(restoreBackup(envFor(busyDir), file)).rejects.toThrow(
      /is not empty \(notes\.txt\)\. A restore only fills an empty folder/,
    );
    expect(await readdir(busyDir)).toEqual(['notes.txt']);
  }, 120_000);

  it('refuses to back up a DATA_DIR without a database instead of creating an empty one', async () => {
    const emptyDir = path.join(work, 'nothing-here');
    await expect(createBackup(envFor(emptyDir), path.join(work, 'nothing.zip'))).rejects.toThrow(
      /There is no embedded database in DATA_DIR .*nothing-here: nothing to back up\./,
    );
    expect(existsSync(emptyDir)).toBe(false);
  });

  it('refuses a file that is not a backup, with a clear message', async () => {
    const notABackup = path.join(work, 'not-a-backup.zip');
    await writeFile(notABackup, 'hello');
    await expect(restoreBackup(envFor(path.join(work, 'empty')), notABackup)).rejects.toThrow(
      /could not be read as a HabitSprint backup/,
    );
  });
});
