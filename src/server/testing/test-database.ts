import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { connectPostgres, openPglite, type DatabaseHandle } from '../db/database';
import { withDatabase } from './global-setup';

/** A fresh, migrated database for one test file: PGlite from the saved dump, or a clone on real PostgreSQL. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const templateUrl = inject('postgresTemplateUrl');
  if (templateUrl) return clonePostgresTemplate(templateUrl);
  const dump = await readFile(inject('pgliteDumpPath'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
  return openPglite(client);
}

async function clonePostgresTemplate(templateUrl: string): Promise<DatabaseHandle> {
  const template = new URL(templateUrl).pathname.slice(1);
  const name = `habitsprint_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const handle = connectPostgres(withDatabase(templateUrl, name), 5);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
      await cleanup.end();
    },
  };
}

/** True when this run is on a real PostgreSQL server (tests of races and several processes need one). */
export const onRealPostgres = () => Boolean(inject('postgresTemplateUrl'));
