import { like, sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import { connectPostgres, type DatabaseHandle } from '#server/db/database';
import { users } from '#server/db/schema/auth';
import { signedSessionCookieValue } from '#server/auth/session-cookie';
import { ensureDatabase } from './challenges-bench';
import {
  type BenchProcesses,
  cpuPerRequest,
  loadAverage,
  postgresServerPidOf,
  sampleCpu,
} from './process-cpu';
import { startBenchServer } from './server-process';

// The notification poll (GET /api/notifications/poll) is asked by every signed-in tab every 30 s, so it must be
// very cheap: goal ≥ 5,000 polls/s with p99 ≤ 50 ms at 100 connections, each connection a different person.

const AUTH_SECRET = 'bench-secret-bench-secret-bench-secret!';
const SESSION_COOKIE = 'habitsprint.session_token';
const PEOPLE = 2_000;
const CONNECTIONS = 100;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 12);
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const tokenOf = (n: number) => `notify-bench-session-${n}`;

/** 2,000 people with a session each; every third has notifications, some unread (the trigger fills the inboxes). */
async function generatePollData({ db, migrate }: DatabaseHandle) {
  await migrate();
  await db.delete(users).where(like(users.id, 'notify-bench-%'));
  await db.execute(sql`insert into users (id, name, email, email_verified, timezone)
    select 'notify-bench-' || g, 'Poll Person ' || g, 'notify-bench' || g || '@example.com', true, 'UTC'
    from generate_series(1, ${PEOPLE}) g`);
  await db.execute(sql`insert into sessions (id, token, user_id, expires_at)
    select 'notify-bench-session-' || g, 'notify-bench-session-' || g, 'notify-bench-' || g,
      now() + interval '7 days'
    from generate_series(1, ${PEOPLE}) g`);
  await db.execute(sql`insert into notifications (user_id, title, message, read)
    select 'notify-bench-' || g, 'Bench note ' || k, 'Something happened', k > 2
    from generate_series(1, ${PEOPLE}, 3) g, generate_series(1, 5) k`);
  await db.execute(sql`vacuum analyze users, sessions, notifications, notification_inboxes`);
}

/** One autocannon run at 100 connections; `headersOf(k)` gives connection k its own headers (its own person). */
async function measure(
  title: string,
  url: string,
  pids: BenchProcesses,
  headersOf: (k: number) => Record<string, string>,
) {
  let connection = 0;
  const before = sampleCpu(pids);
  const loadBefore = loadAverage();
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    // static headers per connection: autocannon builds each connection's request once (cheap for the generator)
    setupClient: (client) => client.setHeaders(headersOf(connection++)),
  });
  const cpu = cpuPerRequest(before, sampleCpu(pids), result.requests.total);
  console.log(
    `${title}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s: ${Math.round(result.requests.average)} req/s, ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (${result.non2xx} non-2xx of ` +
      `${result.requests.total}); CPU per request: ${cpu}; load average before: ${loadBefore}`,
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
}

export async function runNotificationBenchmarks(serverUrl: string, port: number) {
  const databaseUrl = await ensureDatabase(serverUrl, 'habitsprint_bench_notifications');
  const handle = connectPostgres(databaseUrl);
  await generatePollData(handle);
  const postgresPid = await postgresServerPidOf(handle.db);
  await handle.close();

  const server = await startBenchServer(port, { DATABASE_URL: databaseUrl, AUTH_SECRET });
  // every browser asks for compressed answers: without this header compress() would look free here
  const cookieOf = (k: number) => ({
    'accept-encoding': BROWSER_ACCEPT_ENCODING,
    cookie: `${SESSION_COOKIE}=${signedSessionCookieValue(tokenOf((k % PEOPLE) + 1), AUTH_SECRET)}`,
  });
  const check = await fetch(`${server.url}/api/notifications/poll`, { headers: cookieOf(0) });
  if (check.status !== 200) throw new Error(`the poll refused a bench person: ${check.status}`);
  const pid = { server: server.pid, postgres: postgresPid };

  console.log('notification benchmarks:');
  // Spread the connections over the 2,000 people so every poll reads a different session than its neighbours.
  const spread = Math.floor(PEOPLE / CONNECTIONS);
  await measure(
    'GET /api/notifications/poll (each connection its own person)',
    `${server.url}/api/notifications/poll`,
    pid,
    (k) => cookieOf(k * spread),
  );
  // the closest bare route: /api/config reads no table, but passes the whole /api chain (better-auth's
  // getSession included, which finds no cookie); /api/health would run `select 1`
  await measure(
    'GET /api/config (bare JSON through the /api chain, signed out)',
    `${server.url}/api/config`,
    pid,
    () => ({ 'accept-encoding': BROWSER_ACCEPT_ENCODING }),
  );
  // the same bare route signed in: what the poll would cost through the /api chain (getSession: 2 statements)
  await measure('GET /api/config (the /api chain, signed in)', `${server.url}/api/config`, pid, (k) =>
    cookieOf(k * spread),
  );
  await server.stop();
}
