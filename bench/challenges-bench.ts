import { inArray } from 'drizzle-orm';
import autocannon from 'autocannon';
import pg from 'pg';
import { connectPostgres } from '#server/db/database';
import { checkIns } from '#server/db/schema/challenges';
import { BENCH_PASSWORD, benchEmail, generateChallengeData, SIGNED_IN_PEOPLE } from './challenge-data';
import {
  type BenchProcesses,
  cpuPerRequest,
  loadAverage,
  postgresServerPidOf,
  sampleCpu,
} from './process-cpu';
import { startBenchServer } from './server-process';
import { statementsPerRequest } from './statement-counts';

const AUTH_SECRET = 'bench-secret-bench-secret-bench-secret!';
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);

export async function ensureDatabase(serverUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

type SetupRequest = NonNullable<autocannon.Request['setupRequest']>;

/**
 * One autocannon run, with the CPU each request cost the server and PostgreSQL (independent of other work on the
 * machine) and the load average when it started (which the latency figures do depend on).
 */
async function load(
  title: string,
  connections: number,
  pids: BenchProcesses,
  url: string,
  setup: SetupRequest,
) {
  const before = sampleCpu(pids);
  const loadBefore = loadAverage();
  const result = await autocannon({
    url,
    connections,
    duration: DURATION_SECONDS,
    requests: [{ setupRequest: setup }],
  });
  const cpu = cpuPerRequest(before, sampleCpu(pids), result.requests.total);
  console.log(
    `${title}, ${connections} connections: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, ` +
      `p99 ${result.latency.p99} ms (${result.non2xx} non-2xx of ${result.requests.total}); ` +
      `CPU per request: ${cpu}; load average before: ${loadBefore}`,
  );
  // let the requests still in flight finish before the next run (or the server's stop) begins
  await new Promise((resolve) => setTimeout(resolve, 500));
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
  // what every browser sends: the server's compression decisions are part of what is measured
  const acceptEncoding = 'gzip, deflate, br, zstd';
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
  const pid = { server: server.pid, postgres: await postgresServerPidOf(handle.db) };
  const boardPath = (k: number) => `/api/challenges/${byPerson[k]![0]!.challengeId}/leaderboard?limit=10`;
  const getAs = (path: (k: number) => string): SetupRequest => {
    return (req) => {
      const k = next();
      return { ...req, path: path(k), headers: { cookie: cookies[k]!, 'accept-encoding': acceptEncoding } };
    };
  };

  console.log(`challenge benchmarks, ${DURATION_SECONDS} s each:`);
  await load(
    'GET /api/me (the floor: session lookup + one row)',
    50,
    pid,
    server.url,
    getAs(() => '/api/me'),
  );
  await load(
    'GET /api/dashboard (21 challenges each)',
    50,
    pid,
    server.url,
    getAs(() => '/api/dashboard'),
  );
  for (const connections of [50, 10]) {
    await load(
      'GET template leaderboard (100,000 copies; top 10 + own rank)',
      connections,
      pid,
      server.url,
      getAs(boardPath),
    );
  }
  await load(
    'PATCH check-in (met/missed, standings updated in the same transaction)',
    50,
    pid,
    server.url,
    (req) => {
      const k = next();
      const own = byPerson[k]!;
      const checkIn = own[Math.floor(Math.random() * own.length)]!;
      return {
        ...req,
        method: 'PATCH',
        path: `/api/check-ins/${checkIn.id}`,
        headers: {
          cookie: cookies[k]!,
          origin,
          'content-type': 'application/json',
          'accept-encoding': acceptEncoding,
        },
        body: JSON.stringify({ met: Math.random() < 0.5 }),
      };
    },
  );
  await server.stop();

  const counts = await statementsPerRequest(handle.db, databaseUrl, AUTH_SECRET, {
    cookie: cookies[0]!,
    leaderboardPath: boardPath(0),
    checkInPath: `/api/check-ins/${byPerson[0]![0]!.id}`,
  });
  console.log(`SQL statements per request (session lookup included): ${JSON.stringify(counts)}`);
  await handle.close();
}
