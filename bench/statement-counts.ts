import pino from 'pino';
import pg from 'pg';
import { createApp } from '#server/app';
import { createAuth } from '#server/auth/auth';
import type { Database } from '#server/db/database';
import { loadEnv } from '#server/env';
import { resolveVapidKeys } from '#server/lib/vapid-keys';
import { VAPID_TEST_ENV } from '#server/testing/vapid-test-env';
import { createBackgroundTasks } from '#server/lib/background-tasks';
import { systemClock } from '#server/lib/clock';
import { createFileStorage } from '#server/storage/create-file-storage';

/** Every statement sent through any pg client (pooled or in a transaction) while `action` runs. */
async function countStatements(action: () => unknown) {
  const original = pg.Client.prototype.query;
  let count = 0;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    count += 1;
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await action();
  } finally {
    pg.Client.prototype.query = original;
  }
  return count;
}

export interface CountedRequests {
  cookie: string;
  leaderboardPath: string;
  checkInPath: string;
}

/** SQL statements per request (the session lookup included), counted at the driver on an in-process app. */
export async function statementsPerRequest(
  db: Database,
  databaseUrl: string,
  authSecret: string,
  paths: CountedRequests,
) {
  const env = loadEnv({
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: authSecret,
    ...VAPID_TEST_ENV,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_SCALE: '100000',
  });
  const mailer = { send: async () => {} };
  const auth = createAuth({ db, env, mailer, logger: pino({ level: 'silent' }), secret: authSecret });
  const app = createApp({
    db,
    env,
    clock: systemClock(),
    mailer,
    auth,
    authSecret,
    logger: pino({ level: 'silent' }),
    backgroundTasks: createBackgroundTasks(),
    storage: createFileStorage(env),
    vapid: resolveVapidKeys(env),
  });
  const request = (path: string, init: RequestInit = {}) =>
    app.request(path, {
      ...init,
      headers: { cookie: paths.cookie, origin: env.APP_URL, 'content-type': 'application/json' },
    });
  return {
    dashboard: await countStatements(() => request('/api/dashboard')),
    leaderboard: await countStatements(() => request(paths.leaderboardPath)),
    checkInWrite: await countStatements(() =>
      request(paths.checkInPath, { method: 'PATCH', body: JSON.stringify({ met: true }) }),
    ),
  };
}
