import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '#server/env';
import { withDatabase } from '#server/testing/global-setup';
import { createTestApp, type TestApp } from '#server/testing/test-app';
import { onRealPostgres } from '#server/testing/test-database';
import { VAPID_TEST_ENV } from '#server/testing/vapid-test-env';
import { createBackup } from './backup';
import { everyRow, expectTheScene, givenDataToBackUp, uploadedFiles } from '#server/testing/fixtures/backup';
import { restoreBackup } from './restore';

// product-rules.md#backups, decision 047: the round trip with DATABASE_URL, through Debian's pg_dump and pg_restore
// (the postgresql package .ci/run installs). Needs a real server: TEST_DATABASE_URL (CI sets it).

let t: TestApp;
let work: string;
let sourceUrl: string;
const targetName = `habitsprint_restore_${process.pid}`;
const envFor = (dataDir: string, url: string) =>
  loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    AUTH_SECRET: 'backup-test-secret-backup-test-secret',
    LOG_LEVEL: 'silent',
    ...VAPID_TEST_ENV,
  });

async function asAdmin(statement: string) {
  const admin = new pg.Client({ connectionString: withDatabase(sourceUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

async function rowsOf(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await everyRow((sql) => client.query(sql));
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  t = await createTestApp();
  if (!onRealPostgres()) return;
  await givenDataToBackUp(t);
  sourceUrl = (t.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
  work = await mkdtemp(path.join(os.tmpdir(), 'habitsprint-backup-pg-test-'));
  await asAdmin(`CREATE DATABASE ${targetName}`);
});
afterAll(async () => {
  if (onRealPostgres()) {
    await asAdmin(`DROP DATABASE IF EXISTS ${targetName}`);
    await rm(work, { recursive: true, force: true });
  }
  await t.close();
});

describe('npm run backup / npm run restore with DATABASE_URL', () => {
  it.skipIf(!onRealPostgres())(
    'restores every row and every uploaded file into an empty database and DATA_DIR (needs TEST_DATABASE_URL)',
    async () => {
      const before = await rowsOf(sourceUrl);
      expectTheScene(before);
      const filesBefore = await uploadedFiles(t.dataDir);
      expect(Object.keys(filesBefore)).toHaveLength(1);

      const file = path.join(work, 'backup.zip');
      const { manifest } = await createBackup(envFor(t.dataDir, sourceUrl), file);
      expect(manifest).toMatchObject({ database: 'postgres', uploads: 'local', fileCount: 1 });

      const targetUrl = withDatabase(sourceUrl, targetName);
      const restoredDir = path.join(work, 'restored');
      await restoreBackup(envFor(restoredDir, targetUrl), file);

      expect(await rowsOf(targetUrl)).toEqual(before);
      expect(await uploadedFiles(restoredDir)).toEqual(filesBefore);

      // a second restore meets a database that is no longer empty: refused, nothing written
      const secondDir = path.join(work, 'second');
      await expect(restoreBackup(envFor(secondDir, targetUrl), file)).rejects.toThrow(
        /The database at DATABASE_URL is not empty\. A restore only fills an empty database/,
      );
      expect(await rowsOf(targetUrl)).toEqual(before);
    },
    120_000,
  );

  it.skipIf(!onRealPostgres())(
    'refuses to restore a PostgreSQL backup without DATABASE_URL (needs TEST_DATABASE_URL)',
    async () => {
      const file = path.join(work, 'kind.zip');
      await createBackup(envFor(t.dataDir, sourceUrl), file);
      const embedded = loadEnv({
        NODE_ENV: 'test',
        DATA_DIR: path.join(work, 'embedded'),
        LOG_LEVEL: 'silent',
      });
      await expect(restoreBackup(embedded, file)).rejects.toThrow(
        'This backup is of a PostgreSQL database: set DATABASE_URL to an empty database to restore it.',
      );
    },
    120_000,
  );
});
