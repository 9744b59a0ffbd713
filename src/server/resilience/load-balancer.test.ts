import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach } from '#server/testing/clean-ups';
import type { Profile } from '#shared/profile/profile.types';
import { calendarDateIn } from '#shared/domain/calendar-date';
import { FAKE_S3_CREDENTIALS, startFakeS3 } from '#server/testing/fake-s3-server';
import { freePort } from '#server/testing/free-port';
import { haproxyBinary, startHaproxy } from '#server/testing/haproxy';
import { postgresBinDir, startPostgresCluster } from '#server/testing/postgres-cluster';
import { overHttp, startServerProcess } from '#server/testing/server-process';
import { TestClient } from '#server/testing/test-client';
import { imageForm, solidImage } from '#server/testing/test-images';
import { VAPID_TEST_ENV } from '#server/testing/vapid-test-env';
import { datesFor, validChallengeInput } from '#server/testing/given';

// Two server processes on one PostgreSQL behind Debian's haproxy (round-robin), configured as a production
// deployment of several processes is: one DATABASE_URL, one AUTH_SECRET, APP_URL the balancer's address, uploads
// in object storage (an S3 stand-in: storage outside the project). Needs haproxy and the PostgreSQL server
// binaries; `.ci/run` installs both.
const canRun = haproxyBinary() !== undefined && postgresBinDir() !== undefined;

const cleanups = cleanUpAfterEach();

async function twoProcessesBehindHaproxy() {
  const cluster = await startPostgresCluster();
  cleanups.push(() => cluster.destroy());
  const s3 = await startFakeS3({ bucket: 'uploads' });
  cleanups.push(() => s3.close());
  const balancerPort = await freePort();
  const appUrl = `http://localhost:${balancerPort}`;
  const settings = {
    DATABASE_URL: cluster.url,
    AUTH_SECRET: 'balanced-secret-balanced-secret-balanced-01',
    ...VAPID_TEST_ENV,
    APP_URL: appUrl,
    // the real limits: a limit that counts per process would let twice as many through
    RATE_LIMIT_SCALE: '1',
    SCHEDULER_INTERVAL_SECONDS: '1',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: 'uploads',
    S3_ACCESS_KEY_ID: FAKE_S3_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: FAKE_S3_CREDENTIALS.secretAccessKey,
  };
  // one at a time: both would migrate the new database at once
  const first = await startServerProcess(settings);
  cleanups.push(() => first.destroy());
  const second = await startServerProcess(settings);
  cleanups.push(() => second.destroy());
  const balancer = await startHaproxy([first.port, second.port], { port: balancerPort });
  cleanups.push(() => balancer.stop());
  return {
    first,
    second,
    balancer,
    /** a browser that reaches the app through the load balancer */
    visitor: () => new TestClient(overHttp(balancer.url), appUrl),
  };
}

/** The same person (cookie jar) talking to another process directly. */
function sameCookiesOn(from: TestClient, to: { url: string; origin: string }) {
  const client = new TestClient(overHttp(to.url), to.origin);
  client.copyCookiesFrom(from);
  return client;
}

describe.skipIf(!canRun)(
  'two server processes behind haproxy (needs haproxy and PostgreSQL binaries)',
  () => {
    it('serve one app: sessions, rate limits, the scheduler and uploads are shared, and both take requests', async () => {
      const { first, second, balancer, visitor } = await twoProcessesBehindHaproxy();

      // a session made through one process works through the other
      const person = first.client();
      const user = await person.signUp({ name: 'Balanced Person', timezone: 'UTC' });
      const meOnSecond = await sameCookiesOn(person, second).get('/api/me');
      expect(meOnSecond.status).toBe(200);
      expect(((await meOnSecond.json()) as Profile).id).toBe(user.id);

      // through the balancer, requests alternate between the processes
      const before = await balancer.requestsByServer();
      const throughBalancer = sameCookiesOn(person, { url: balancer.url, origin: first.origin });
      const statuses = [];
      for (let i = 0; i < 40; i++) statuses.push((await throughBalancer.get('/api/dashboard')).status);
      expect(statuses).toEqual(statuses.map(() => 200));
      const after = await balancer.requestsByServer();
      const served = after.map((count, i) => count - before[i]!);
      expect(served.every((count) => count >= 15)).toBe(true);

      // the waitlist's limit (10 per address in 10 minutes) counts across both processes
      const waitlist = [];
      for (let i = 0; i < 11; i++) {
        const response = await visitor().post('/api/waitlist', {
          feature: 'Mobile app',
          name: 'Waiting Person',
          email: `waiting-${i}@example.com`,
        });
        waitlist.push(response.status);
      }
      expect(waitlist.slice(0, 10).every((status) => status < 300)).toBe(true);
      expect(waitlist[10]).toBe(429);

      // an upload made through one process is served by the other
      const upload = await person.request(
        'POST',
        '/api/me/avatar',
        imageForm(await solidImage('png', 64, 64)),
      );
      expect(upload.status).toBe(200);
      const { avatar } = (await upload.json()) as Profile;
      const image = await sameCookiesOn(person, second).get(avatar!);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');

      // both schedulers tick every second: the reminder due now arrives once
      expect((await person.patch('/api/me', { reminderHour: 0 })).status).toBe(200);
      const today = calendarDateIn('UTC', new Date());
      expect(
        (await person.post('/api/challenges', validChallengeInput(datesFor('active', today)))).status,
      ).toBe(201);
      const reminders = async () => {
        const { notifications } = (await (await person.get('/api/notifications')).json()) as {
          notifications: { type: string }[];
        };
        return notifications.filter((notification) => notification.type === 'reminder').length;
      };
      for (let i = 0; i < 100 && (await reminders()) === 0; i++) await new Promise((r) => setTimeout(r, 200));
      await new Promise((resolve) => setTimeout(resolve, 3000)); // several more ticks of each process
      expect(await reminders()).toBe(1);

      const total = await balancer.requestsByServer();
      console.info(
        `haproxy round-robin over two processes: ${total.reduce((a, b) => a + b, 0)} requests through the ` +
          `balancer, ${total.join(' and ')} by each process (dashboard burst: ${served.join(' / ')})`,
      );
    }, 120_000);
  },
);
