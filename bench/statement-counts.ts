import pino from 'pino';
import { createApp } from '#server/app';
import { createAuth } from '#server/auth/auth';
import type { Database } from '#server/db/database';
import { loadEnv } from '#server/env';
import { resolveVapidKeys } from '#server/lib/vapid-keys';
import { VAPID_TEST_ENV } from '#server/testing/vapid-test-env';
import { createBackgroundTasks } from '#server/lib/background-tasks';
import { systemClock } from '#server/lib/clock';
import { createFileStorage } from '#server/storage/create-file-storage';
import { countPostgresStatements } from '#server/testing/count-postgres-statements';

export interface CountedRequests {
  /** a signed-in person of each group, by how many challenges they have */
  dashboardCookies: { challenges: number; cookie: string }[];
  /** the person the leaderboard read and the check-in write are made as */
  cookie: string;
  leaderboardPath: string;
  checkInPath: string;
}

export interface StatementCounts {
  dashboards: { challenges: number; statements: number }[];
  leaderboard: number;
  checkInWrite: number;
}

/**
 * The app in this process on `db`, and a request to it as a signed-in person (by session cookie): its statements
 * are counted by `countPostgresStatements`, which sees only this process's clients.
 */
export function inProcessApp(db: Database, databaseUrl: string, authSecret: string) {
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
    metrics: null,
  });
  return (path: string, cookie: string, init: RequestInit = {}) =>
    app.request(path, {
      ...init,
      headers: { cookie, origin: env.APP_URL, 'content-type': 'application/json' },
    });
}

export async function statementsPerRequest(
  db: Database,
  databaseUrl: string,
  authSecret: string,
  paths: CountedRequests,
): Promise<StatementCounts> {
  const request = inProcessApp(db, databaseUrl, authSecret);
  // what is read once per process (the templates, the session cookie's settings, a board's challenge type) is not
  // part of any request's count
  await request('/api/dashboard', paths.cookie);
  await request(paths.leaderboardPath, paths.cookie);
  const dashboards = [];
  for (const { challenges, cookie } of paths.dashboardCookies)
    dashboards.push({
      challenges,
      statements: await countPostgresStatements(() => request('/api/dashboard', cookie)),
    });
  return {
    dashboards,
    leaderboard: await countPostgresStatements(() => request(paths.leaderboardPath, paths.cookie)),
    checkInWrite: await countPostgresStatements(() =>
      request(paths.checkInPath, paths.cookie, { method: 'PATCH', body: JSON.stringify({ met: true }) }),
    ),
  };
}
