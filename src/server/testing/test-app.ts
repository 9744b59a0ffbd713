import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createApp } from '#server/app';
import { createDeps } from '#server/create-deps';
import { loadEnv, type Env } from '#server/env';
import { fixedClock } from '#server/lib/clock';
import { createMailer, type Mailer, type MailMessage } from '#server/mail/mailer';
import { openTestDatabase } from './test-database';
import { TestClient } from './test-client';

export const TEST_APP_URL = 'http://localhost:3000';

/**
 * The whole app in-process on a fresh database, with a movable clock, a temporary DATA_DIR and a mailer that
 * also remembers what it sent. Tests talk to it over HTTP through `app.request()`.
 */
export async function createTestApp(
  overrides: Record<string, string> = {},
  {
    embedded = false,
    logLevel = 'warn',
  }: {
    /** on PGlite even when the suite runs on PostgreSQL */
    embedded?: boolean;
    /** the lowest level kept in `logged`: 'info' keeps the request log too */
    logLevel?: 'info' | 'warn';
  } = {},
) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'habitsprint-test-'));
  const env: Env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: TEST_APP_URL,
    RATE_LIMIT_SCALE: '1000',
    LOG_LEVEL: 'silent',
    DEV_OUTBOX: 'true',
    ...overrides,
  });
  const database = await openTestDatabase({ embedded });
  const clock = fixedClock(new Date('2026-03-10T12:00:00Z'));
  const outbox = createMailer({ from: env.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox') });
  const sent: MailMessage[] = [];
  let mailFailure: Error | null = null;
  let mailHeld: Promise<void> | null = null;
  const mailer: Mailer = {
    async send(message) {
      await mailHeld;
      if (mailFailure) throw mailFailure;
      sent.push(message);
      await outbox.send(message);
    },
  };
  // warnings and errors (with logLevel 'info', the request log too) are kept for the tests to read: the app's own
  // logging is part of its behaviour
  const logged: Record<string, unknown>[] = [];
  const logger = pino({ level: logLevel }, { write: (line: string) => logged.push(JSON.parse(line)) });
  const deps = createDeps({
    db: database.db,
    env,
    clock,
    mailer,
    authSecret: 'test-secret-test-secret-test-secret-1234',
    logger,
  });
  const { auth, backgroundTasks, storage, vapid } = deps;
  const app = createApp(deps);
  return {
    app,
    /** what the app was built with, for jobs that run beside the requests (the scheduler) */
    deps,
    auth,
    db: database.db,
    env,
    clock,
    sent,
    logged,
    /** waits for the e-mails better-auth sends after answering (reset, confirmation) */
    backgroundTasksSettled: () => backgroundTasks.settled(),
    /** holds every following send until the returned function is called (a slow SMTP server) */
    holdMail(): () => void {
      let release = () => {};
      mailHeld = new Promise((resolve) => (release = resolve));
      return () => {
        mailHeld = null;
        release();
      };
    },
    /** makes every following send throw `error`, like an unreachable SMTP server (null: deliver again) */
    failMail(error: Error | null) {
      mailFailure = error;
    },
    dataDir,
    storage,
    logger,
    /** the Web Push key pair, generated in this DATA_DIR */
    vapid,
    /** a visitor with an empty cookie jar */
    visitor: () => new TestClient(app, TEST_APP_URL),
    /** a visitor connecting from `address` (e.g. another network, or this machine's loopback) */
    visitorFrom: (address: string) => new TestClient(app, TEST_APP_URL, address),
    async close() {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
