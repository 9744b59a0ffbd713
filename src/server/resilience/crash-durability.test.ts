import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach } from '#server/testing/clean-ups';
import { calendarDateIn } from '#shared/domain/calendar-date';
import { postgresBinDir, startPostgresCluster } from '#server/testing/postgres-cluster';
import { startServerProcess } from '#server/testing/server-process';
import { startLoad } from './load-recorder';
import { VAPID_TEST_ENV } from '#server/testing/vapid-test-env';
import { datesFor, validChallengeInput } from '#server/testing/given';

// `kill -9` of a real server process while it acknowledges writes, then a restart on the same data: every write
// the server answered 201 must be there. On the embedded database (PGlite in DATA_DIR) and on PostgreSQL (a server
// of the test's own; needs the PostgreSQL server binaries, which `.ci/run` installs).

const cleanups = cleanUpAfterEach();

type Settings = Record<string, string>;

async function embeddedDatabase(): Promise<Settings> {
  return {};
}

async function ownPostgres(): Promise<Settings> {
  const cluster = await startPostgresCluster();
  cleanups.push(() => cluster.destroy());
  return {
    DATABASE_URL: cluster.url,
    AUTH_SECRET: 'crash-test-secret-crash-test-secret-000001',
    ...VAPID_TEST_ENV,
  };
}

async function acknowledgedWritesSurviveKill(database: Settings) {
  const first = await startServerProcess(database);
  cleanups.push(() => first.destroy());
  const person = first.client();
  await person.signUp({ name: 'Durable Person' });
  const dates = datesFor('active', calendarDateIn('UTC', new Date()));

  const acknowledged: string[] = [];
  const load = startLoad(6, async (i) => {
    const response = await person.post(
      '/api/challenges',
      validChallengeInput({ ...dates, title: `Write ${i}` }),
    );
    if (response.status === 201) acknowledged.push(((await response.clone().json()) as { id: string }).id);
    return response;
  });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  first.kill('SIGKILL');
  await first.exited;
  await load.stop();
  expect(acknowledged.length).toBeGreaterThan(0);

  // the same data: the embedded database's folder (its lock now stale) or the same PostgreSQL database
  const second = await startServerProcess({ ...database, DATA_DIR: first.dataDir }, { port: first.port });
  cleanups.push(() => second.destroy());
  const lost: string[] = [];
  for (const id of acknowledged) {
    if ((await person.get(`/api/challenges/${id}`)).status !== 200) lost.push(id);
  }
  return { acknowledged: acknowledged.length, lost };
}

describe('kill -9 while writes are acknowledged', () => {
  it('loses no acknowledged write on the embedded database', async () => {
    const { acknowledged, lost } = await acknowledgedWritesSurviveKill(await embeddedDatabase());
    console.info(`kill -9 on PGlite: ${acknowledged} writes acknowledged, ${lost.length} lost`);
    expect(lost).toEqual([]);
  }, 120_000);

  it.skipIf(!postgresBinDir())(
    'loses no acknowledged write on PostgreSQL (needs the PostgreSQL server binaries)',
    async () => {
      const { acknowledged, lost } = await acknowledgedWritesSurviveKill(await ownPostgres());
      console.info(`kill -9 on PostgreSQL: ${acknowledged} writes acknowledged, ${lost.length} lost`);
      expect(lost).toEqual([]);
    },
    120_000,
  );
});

describe('SIGTERM under load', () => {
  it('answers every request already in flight, exits 0, and keeps what it acknowledged', async () => {
    const first = await startServerProcess();
    cleanups.push(() => first.destroy());
    // sign-ups are slow on purpose (password hashing): several are in flight when the signal arrives
    const emails = Array.from({ length: 12 }, (_, i) => `drained-${i}@example.com`);
    const answers = emails.map((email) =>
      first
        .client()
        .post('/api/auth/sign-up/email', { name: 'Drained Person', email, password: 'Sprint#2026' })
        .then((response) => response.status),
    );
    // in flight means taken in by the server: a request sent after the sign-ups is answered once the server has
    // taken in the connections before it (a busy machine can take longer than any fixed wait to connect them)
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await first.client().get('/api/health')).status).toBe(200);
    first.kill('SIGTERM');
    const statuses = await Promise.all(answers);
    expect(await first.exited).toBe(0);
    console.info(`SIGTERM with ${emails.length} sign-ups in flight: statuses ${statuses.join(',')}`);
    expect(statuses).toEqual(emails.map(() => 200));

    const second = await startServerProcess({ DATA_DIR: first.dataDir }, { port: first.port });
    cleanups.push(() => second.destroy());
    for (const email of emails) expect((await second.client().signIn(email)).status).toBe(200);
  }, 120_000);
});
