import { inArray } from 'drizzle-orm';
import autocannon from 'autocannon';
import pino from 'pino';
import pg from 'pg';
import { createApp } from '../src/server/app';
import { createAuth } from '../src/server/auth/auth';
import { connectPostgres } from '../src/server/db/database';
import { checkIns } from '../src/server/db/schema/challenges';
import { loadEnv } from '../src/server/env';
import { systemClock } from '../src/server/lib/clock';
import { BENCH_PASSWORD, benchEmail, generateChallengeData, SIGNED_IN_PEOPLE } from './challenge-data';
import { startBenchServer } from './server-process';

const AUTH_SECRET = 'bench-secret-bench-secret-bench-secret!';

async function ensureDatabase(serverUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function load(title: string, options: autocannon.Options) {
  return new Promise<void>((resolve, reject) => {
    autocannon({ duration: 10, connections: 50, ...options }, (error, result) => {
      if (error) return reject(error);
      console.log(
        `${title}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms` +
          ` (${result.non2xx} non-2xx of ${result.requests.total})`,
      );
      resolve();
    });
  });
}

/** Dashboard, template leaderboard and check-in writes on real PostgreSQL at scale (spec issue 3). */
export async function runChallengeBenchmarks(serverUrl: string, port: number) {
  const databaseUrl = await ensureDatabase(serverUrl, 'habitsprint_bench');
  const handle = connectPostgres(databaseUrl);
  await generateChallengeData(handle, (line) => console.log(`  generated ${line}`));

  const server = await startBenchServer(port, {
    DATABASE_URL: databaseUrl,
    AUTH_SECRET,
    RATE_LIMIT_SCALE: '100000',
  });
  const origin = `http://localhost:${port}`;
  const cookies: string[] = [];
  for (let n = 1; n <= SIGNED_IN_PEOPLE; n++) {
    const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: benchEmail(n), password: BENCH_PASSWORD }),
    });
    cookies.push(
      response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; '),
    );
  }
  const rows = await handle.db
    .select({ id: checkIns.id, userId: checkIns.userId, challengeId: checkIns.challengeId })
    .from(checkIns)
    .where(
      inArray(
        checkIns.userId,
        Array.from({ length: SIGNED_IN_PEOPLE }, (_, i) => `bench-${i + 1}`),
      ),
    );
  const byPerson = Array.from({ length: SIGNED_IN_PEOPLE }, (_, i) =>
    rows.filter((r) => r.userId === `bench-${i + 1}`),
  );
  let turn = 0;
  const next = () => turn++ % SIGNED_IN_PEOPLE;

  await load('GET /api/dashboard (21 challenges each), 50 connections', {
    url: server.url,
    requests: [
      { path: '/api/dashboard', setupRequest: (req) => ({ ...req, headers: { cookie: cookies[next()]! } }) },
    ],
  });
  await load(`GET template leaderboard (100,000 copies; top 10 + own rank), 50 connections`, {
    url: server.url,
    requests: [
      {
        setupRequest: (req) => {
          const k = next();
          return {
            ...req,
            path: `/api/challenges/${byPerson[k]![0]!.challengeId}/leaderboard?limit=10`,
            headers: { cookie: cookies[k]! },
          };
        },
      },
    ],
  });
  await load('PATCH check-in (met/missed, standings updated in the same transaction), 50 connections', {
    url: server.url,
    requests: [
      {
        method: 'PATCH',
        setupRequest: (req) => {
          const k = next();
          const own = byPerson[k]!;
          const checkIn = own[Math.floor(Math.random() * own.length)]!;
          return {
            ...req,
            path: `/api/check-ins/${checkIn.id}`,
            headers: { cookie: cookies[k]!, origin, 'content-type': 'application/json' },
            body: JSON.stringify({ met: Math.random() < 0.5 }),
          };
        },
      },
    ],
  });
  await server.stop();

  // statements per request, counted at the driver (every pg client, transactions included) on an in-process app
  const countStatements = async (action: () => unknown) => {
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
  };
  const env = loadEnv({
    DATABASE_URL: databaseUrl,
    AUTH_SECRET,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_SCALE: '100000',
  });
  const mailer = { send: async () => {} };
  const auth = createAuth({ db: handle.db, env, mailer, secret: AUTH_SECRET });
  const app = createApp({
    db: handle.db,
    env,
    clock: systemClock(),
    mailer,
    auth,
    logger: pino({ level: 'silent' }),
  });
  const asPerson = (path: string, init: RequestInit = {}) =>
    app.request(path, {
      ...init,
      headers: { cookie: cookies[0]!, origin: env.APP_URL, 'content-type': 'application/json' },
    });
  const own = byPerson[0]!;
  const counts = {
    dashboard: await countStatements(() => asPerson('/api/dashboard')),
    leaderboard: await countStatements(() =>
      asPerson(`/api/challenges/${own[0]!.challengeId}/leaderboard?limit=10`),
    ),
    checkInWrite: await countStatements(() =>
      asPerson(`/api/check-ins/${own[0]!.id}`, { method: 'PATCH', body: JSON.stringify({ met: true }) }),
    ),
  };
  console.log(`SQL statements per request (session lookup included): ${JSON.stringify(counts)}`);
  await handle.close();
}
