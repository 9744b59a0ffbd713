// The backup tests' own vocabulary: a scene with rows in many tables and an uploaded file, and a snapshot of every
// row of every table to compare before and after.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import { givenChallenge, givenJoined, givenPerson } from '#server/testing/given';
import type { TestApp } from '#server/testing/test-app';
import { imageForm, solidImage } from '#server/testing/test-images';
import { listUploadKeys } from './backup-tools';

/** Two people (users, accounts, sessions), a challenge both are in, a check-in with notes and an avatar file. */
export async function givenDataToBackUp(t: TestApp) {
  const ana = await givenPerson(t, { name: 'Ana Backup' });
  const ben = await givenPerson(t, { name: 'Ben Backup' });
  const challenge = await givenChallenge(ana.client, { title: 'Backed Up Sprint' });
  await givenJoined(ben.client, challenge.id);
  const checkIn = await ben.client.post(`/api/challenges/${challenge.id}/check-ins`, {
    date: '2026-03-10',
    met: true,
    notes: 'kept in the backup',
  });
  expect(checkIn.status).toBe(201);
  const avatar = await ana.client.request(
    'POST',
    '/api/me/avatar',
    imageForm(await solidImage('png', 64, 64)),
  );
  expect(avatar.status).toBe(200);
}

type Query = (sql: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** Every row of every table (the app's and drizzle's migration journal), as JSON text, sorted per table. */
export async function everyRow(query: Query): Promise<Record<string, string[]>> {
  const { rows: tables } = await query(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
      WHERE table_schema IN ('public', 'drizzle') AND table_type = 'BASE TABLE' ORDER BY 1, 2`,
  );
  const snapshot: Record<string, string[]> = {};
  for (const { schema, name } of tables as { schema: string; name: string }[]) {
    const { rows } = await query(`SELECT to_jsonb(t)::text AS row FROM "${schema}"."${name}" t`);
    snapshot[`${schema}.${name}`] = rows.map((row) => String(row.row)).sort();
  }
  return snapshot;
}

/** The uploaded files under DATA_DIR/uploads: storage key → bytes. */
export async function uploadedFiles(dataDir: string): Promise<Record<string, Buffer>> {
  const uploads = path.join(dataDir, 'uploads');
  const files: Record<string, Buffer> = {};
  for (const key of await listUploadKeys(uploads)) files[key] = await readFile(path.join(uploads, key));
  return files;
}

/** The snapshot has rows where the scene put them (so an empty-vs-empty comparison cannot pass). */
export function expectTheScene(snapshot: Record<string, string[]>) {
  for (const table of [
    'users',
    'accounts',
    'sessions',
    'challenges',
    'challenge_participants',
    'check_ins',
  ]) {
    expect(snapshot[`public.${table}`]?.length ?? 0, table).toBeGreaterThan(0);
  }
  expect(snapshot['public.check_ins']!.join()).toContain('kept in the backup');
  expect(snapshot['drizzle.__drizzle_migrations']!.length).toBeGreaterThan(0);
}
