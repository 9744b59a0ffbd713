import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { connectPostgres, openPglite, type DatabaseHandle } from '#server/db/database';
import { seedTemplateChallenges } from '#server/features/challenges/template-challenges';
import { withDatabase } from './global-setup';

/**
 * A fresh, migrated database for one test file: PGlite from the saved dump, or a clone on real PostgreSQL. `embedded`
 * asks for PGlite whatever the suite runs on (a test of the embedded database itself, such as its backup); when the
 * suite runs on PostgreSQL there is no saved dump, so it is migrated here.
 */
export async function openTestDatabase({ embedded = false } = {}): Promise<DatabaseHandle> {
  const templateUrl = inject('postgresTemplateUrl');
  if (templateUrl && !embedded) return clonePostgresTemplate(templateUrl);
  if (templateUrl) {
    const handle = openPglite(await PGlite.create());
    await handle.migrate();
    await seedTemplateChallenges(handle.db);
    return handle;
  }
  const dump = await readFile(inject('pgliteDumpPath'));
  const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
  return openPglite(client);
}

async function clonePostgresTemplate(templateUrl: string): Promise<DatabaseHandle> {
  const clone = await clonePostgresDatabase(templateUrl);
  const handle = connectPostgres(clone.url, { poolSize: 5 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await clone.drop();
    },
  };
}

/** A new database on the test PostgreSQL server, migrated and seeded (a copy of the template). */
export async function clonePostgresDatabase(templateUrl = inject('postgresTemplateUrl')) {
  const template = new URL(templateUrl).pathname.slice(1);
  const name = `habitsprint_test_${randomBytes(6).toString('hex')}`;
  const adminUrl = withDatabase(templateUrl, 'postgres');
  const runAsAdmin = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await runAsAdmin(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  return { url: withDatabase(templateUrl, name), drop: () => runAsAdmin(`DROP DATABASE IF EXISTS ${name}`) };
}

/** True when this run is on a real PostgreSQL server (tests of races and several processes need one). */
export const onRealPostgres = () => Boolean(inject('postgresTemplateUrl'));
