import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach } from '#server/testing/clean-ups';
import { calendarDateIn } from '#shared/domain/calendar-date';
import { postgresBinDir, startPostgresCluster } from '#server/testing/postgres-cluster';
import { startServerProcess, waitUntilHealthy } from '#server/testing/server-process';
import type { TestClient } from '#server/testing/test-client';
import { countByStatus, startLoad } from './load-recorder';
import { VAPID_TEST_ENV } from '#server/testing/vapid-test-env';
import { datesFor, validChallengeInput } from '#server/testing/given';

// A real server process on a PostgreSQL server of its own, which the test restarts and stops as a managed
// database's maintenance window or failover would. It needs the PostgreSQL server binaries (`.ci/run` installs
// them); without them the tests say so in their names rather than pass.
const hasPostgresServer = postgresBinDir() !== undefined;

const cleanups = cleanUpAfterEach();

async function serverOnOwnPostgres(settings: Record<string, string> = {}) {
  const cluster = await startPostgresCluster();
  cleanups.push(() => cluster.destroy());
  const server = await startServerProcess({
    DATABASE_URL: cluster.url,
    AUTH_SECRET: 'outage-test-secret-outage-test-secret-0001',
    ...VAPID_TEST_ENV,
    ...settings,
  });
  cleanups.push(() => server.destroy());
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  return { cluster, server, isAlive: () => exitCode === undefined };
}

const jsonOf = async (response: Response) => ({
  status: response.status,
  retryAfter: response.headers.get('retry-after'),
  body: await response.json(),
});

async function waitFor<T>(what: string, attempt: () => Promise<T | undefined>, seconds = 60): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const found = await attempt().catch(() => undefined);
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe.skipIf(!hasPostgresServer)(
  'the server when PostgreSQL goes away (needs the PostgreSQL server binaries)',
  () => {
    it('rides out a restart under load: answers 503 meanwhile, never exits, and recovers by itself', async () => {
      const { cluster, server, isAlive } = await serverOnOwnPostgres();
      const person = server.client();
      await person.signUp({ name: 'Steady Person' });

      const load = startLoad(8, (i) =>
        i % 2 === 0 ? person.get('/api/dashboard') : fetch(`${server.url}/api/health`),
      );
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const restartStarted = load.elapsed();
      await cluster.restart();
      const restartEnded = load.elapsed();
      const recovered = await waitFor('a signed-in request to succeed after the restart', async () => {
        const response = await person.get('/api/dashboard');
        return response.status === 200 ? load.elapsed() : undefined;
      });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const outcomes = await load.stop();

      expect(isAlive()).toBe(true);
      const statuses = countByStatus(outcomes);
      // only successes and "try again" answers, each in the app's JSON error shape; never a 500, never a dropped
      // connection
      expect(Object.keys(statuses).sort()).toEqual(expect.arrayContaining(['200']));
      expect(Object.keys(statuses).filter((status) => status !== '200' && status !== '503')).toEqual([]);
      const refusals = outcomes.filter((outcome) => outcome.status === 503);
      for (const refusal of refusals)
        expect(refusal.code ?? 'health').toMatch(/^(SERVICE_UNAVAILABLE|health)$/);
      const lastRefusal = Math.max(restartStarted, ...refusals.map((outcome) => outcome.at));
      console.info(
        `PostgreSQL restart under load: ${JSON.stringify(statuses)} over ${outcomes.length} requests; ` +
          `pg_ctl restart took ${((restartEnded - restartStarted) / 1000).toFixed(1)} s; ` +
          `last 503 ${((lastRefusal - restartEnded) / 1000).toFixed(1)} s after it returned; ` +
          `first signed-in 200 ${((recovered - restartEnded) / 1000).toFixed(1)} s after it returned`,
      );
    }, 120_000);

    it('answers 503 with the JSON error while PostgreSQL is down, keeps the scheduler alive, and recovers', async () => {
      const { cluster, server, isAlive } = await serverOnOwnPostgres({ SCHEDULER_INTERVAL_SECONDS: '1' });
      const person = server.client();
      await person.signUp({ name: 'Patient Person' });

      await cluster.stop();
      const health = await jsonOf(await fetch(`${server.url}/api/health`));
      expect(health).toMatchObject({ status: 503, body: { status: 'unavailable' } });
      const dashboard = await jsonOf(await person.get('/api/dashboard'));
      expect(dashboard).toEqual({
        status: 503,
        retryAfter: '5',
        body: {
          error: {
            code: 'SERVICE_UNAVAILABLE',
            message: 'HabitSprint cannot reach its database right now. Please try again in a moment.',
          },
        },
      });
      // better-auth's endpoints answer the same way, not with its own empty 500
      const signIn = await jsonOf(await server.client().signIn('nobody@example.com'));
      expect(signIn).toMatchObject({ status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE' } } });
      // the scheduler's ticks fail meanwhile; the process stays
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(isAlive()).toBe(true);

      await cluster.start();
      await waitUntilHealthy(server);
      expect((await person.get('/api/dashboard')).status).toBe(200);

      // the scheduler ticks again: a reminder that is due now (hour 0, UTC, a running challenge, no check-in) arrives
      await givenDueReminder(person);
      const reminder = await waitFor('the reminder after the outage', async () => {
        const { notifications } = (await (await person.get('/api/notifications')).json()) as {
          notifications: { type: string }[];
        };
        return notifications.find((notification) => notification.type === 'reminder');
      });
      expect(reminder).toBeDefined();
      expect(isAlive()).toBe(true);
    }, 120_000);
  },
);

async function givenDueReminder(person: TestClient) {
  expect((await person.patch('/api/me', { reminderHour: 0, timezone: 'UTC' })).status).toBe(200);
  const today = calendarDateIn('UTC', new Date());
  const created = await person.post('/api/challenges', validChallengeInput(datesFor('active', today)));
  expect(created.status).toBe(201);
}
