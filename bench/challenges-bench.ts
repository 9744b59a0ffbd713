import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { connectPostgres, type Database } from '#server/db/database';
import { checkIns } from '#server/db/schema/challenges';
import {
  BENCH_PASSWORD,
  type BenchGoal,
  BENCH_SIZES,
  type BenchSize,
  benchEmail,
  benchUserId,
  checkInCount,
  generateChallengeData,
  groupPeople,
  SIGNED_IN_GROUPS,
  type SignedInGroup,
} from './challenge-data';
import {
  challengesText,
  dashboardStatementsBounded,
  floorTable,
  sizeSweepTable,
  type SizeResult,
  statementTable,
} from './challenges-summary';
import { asEachInTurn, DURATION_SECONDS, load, signIn } from './load';
import { loadAverage, postgresServerPidOf } from './process-cpu';
import { startBenchServer } from './server-process';
import { statementsPerRequest } from './statement-counts';

const AUTH_SECRET = 'bench-secret-bench-secret-bench-secret!';

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

/** BENCH_SIZES=small|large|both (default both): the data sizes to measure. */
function selectedSizes(): BenchSize[] {
  const wanted = process.env.BENCH_SIZES ?? 'both';
  if (!['small', 'large', 'both'].includes(wanted))
    throw new Error(`BENCH_SIZES must be small, large or both, not "${wanted}"`);
  const sizes = BENCH_SIZES.filter((size) => wanted === 'both' || size.name === wanted);
  // an amount template's copies live in databases of their own
  return GOAL === 'amount' ? sizes.map((size) => ({ ...size, database: `${size.database}_amount` })) : sizes;
}

/** BENCH_GOAL=met|amount (default met): the template's days met or missed, or amounts (issue 27). */
const GOAL: BenchGoal = process.env.BENCH_GOAL === 'amount' ? 'amount' : 'met';
if (!['met', 'amount', undefined].includes(process.env.BENCH_GOAL))
  throw new Error(`BENCH_GOAL must be met or amount, not "${process.env.BENCH_GOAL}"`);
/** what a check-in write changes: its answer, as a person would */
const checkInChange = () =>
  GOAL === 'amount' ? { amount: Math.floor(Math.random() * 40) } : { met: Math.random() < 0.5 };

/** A group's session cookies, in the order of its people. */
async function signInGroup(serverUrl: string, origin: string, group: SignedInGroup) {
  const cookies: string[] = [];
  for (const n of groupPeople(group))
    cookies.push(await signIn(serverUrl, origin, benchEmail(n), BENCH_PASSWORD));
  return cookies;
}

/** The check-ins of each of a group's people (their own copy's), in the order of its people. */
async function checkInsOf(db: Database, group: SignedInGroup) {
  const ids = groupPeople(group).map(benchUserId);
  const rows = await db
    .select({ id: checkIns.id, userId: checkIns.userId, challengeId: checkIns.challengeId })
    .from(checkIns)
    .where(inArray(checkIns.userId, ids));
  return ids.map((id) => rows.filter((row) => row.userId === id));
}

/** Dashboard, template leaderboard and check-in writes at one data size on real PostgreSQL. */
async function benchmarkSize(serverUrl: string, port: number, size: BenchSize): Promise<SizeResult> {
  const databaseUrl = await ensureDatabase(serverUrl, size.database);
  const handle = connectPostgres(databaseUrl);
  await generateChallengeData(handle, size, GOAL, (line) => console.log(`  generated ${line}`));

  const server = await startBenchServer(port, {
    DATABASE_URL: databaseUrl,
    AUTH_SECRET,
    RATE_LIMIT_SCALE: '100000',
  });
  const origin = `http://localhost:${port}`;
  const groups = [...SIGNED_IN_GROUPS].sort((a, b) => a.challenges - b.challenges);
  const cookiesOf = new Map<SignedInGroup, string[]>();
  for (const group of groups) cookiesOf.set(group, await signInGroup(server.url, origin, group));
  // the leaderboard and the check-in writes are measured as the 21-challenge people, as before there were groups
  const writers = groups.find((group) => group.challenges === 21)!;
  const writerCookies = cookiesOf.get(writers)!;
  const own = await checkInsOf(handle.db, writers);
  const pid = { server: server.pid, postgres: await postgresServerPidOf(handle.db) };
  const boardPath = (k: number) => `/api/challenges/${own[k]![0]!.challengeId}/leaderboard?limit=10`;
  const copies = `${size.people.toLocaleString('en')}${GOAL === 'amount' ? ' amount' : ''}`;

  console.log(
    `challenge benchmarks, ${size.name} size (${copies} copies, ${checkInCount(size).toLocaleString('en')} ` +
      `check-ins), ${DURATION_SECONDS} s each; load average at the start: ${loadAverage()}`,
  );
  const floor = await load(
    'GET /api/me (the floor: session lookup + one row)',
    50,
    pid,
    server.url,
    asEachInTurn(writerCookies, () => ({ path: '/api/me' })),
  );
  const rows: SizeResult['rows'] = [];
  for (const group of groups) {
    const each = `${challengesText(group.challenges)} each`;
    const figures = await load(
      `GET /api/dashboard (${each})`,
      50,
      pid,
      server.url,
      asEachInTurn(cookiesOf.get(group)!, () => ({ path: '/api/dashboard' })),
    );
    rows.push({ request: `\`GET /api/dashboard\` (${each})`, figures });
  }
  for (const connections of [50, 10]) {
    const figures = await load(
      `GET template leaderboard (${copies} copies; top 10 + own rank)`,
      connections,
      pid,
      server.url,
      asEachInTurn(writerCookies, (k) => ({ path: boardPath(k) })),
    );
    if (connections === 50) rows.push({ request: 'template leaderboard, top 10 + own rank', figures });
  }
  const checkIn = await load(
    `PATCH check-in (${GOAL === 'amount' ? 'an amount' : 'met/missed'}, standings updated in the same transaction)`,
    50,
    pid,
    server.url,
    asEachInTurn(writerCookies, (k) => ({
      method: 'PATCH',
      path: `/api/check-ins/${own[k]![Math.floor(Math.random() * own[k]!.length)]!.id}`,
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify(checkInChange()),
    })),
  );
  rows.push({ request: '`PATCH` check-in (standings in the same transaction)', figures: checkIn });
  await server.stop();

  const statements = await statementsPerRequest(handle.db, databaseUrl, AUTH_SECRET, {
    dashboardCookies: groups.map((group) => ({
      challenges: group.challenges,
      cookie: cookiesOf.get(group)![0]!,
    })),
    cookie: writerCookies[0]!,
    leaderboardPath: boardPath(0),
    checkInPath: `/api/check-ins/${own[0]![0]!.id}`,
  });
  await handle.close();
  console.log(`${size.name} size done; load average at the end: ${loadAverage()}`);
  return { size, floor, rows, statements };
}

/** Each selected size in turn, then the summary tables (Markdown, as in the issue). */
export async function runChallengeBenchmarks(serverUrl: string, port: number) {
  const results: SizeResult[] = [];
  for (const size of selectedSizes()) results.push(await benchmarkSize(serverUrl, port, size));

  for (const result of results) {
    console.log(
      `\n${result.size.name} size (${result.size.people.toLocaleString('en')} template copies, goal: ${GOAL}):\n`,
    );
    console.log(floorTable(result));
  }
  const small = results.find((result) => result.size.name === 'small');
  const large = results.find((result) => result.size.name === 'large');
  if (small && large)
    console.log(
      `\nsize sweep (each figure ÷ the floor's in the same run):\n\n${sizeSweepTable(small, large)}`,
    );
  console.log(`\nSQL statements per request (session lookup included):\n\n${statementTable(results)}`);
  console.log(
    `dashboard statements the same at ${groupsText()} and at every size: ${dashboardStatementsBounded(results) ? 'yes' : 'NO'}`,
  );
}

const groupsText = () =>
  [...SIGNED_IN_GROUPS]
    .map((group) => group.challenges)
    .sort((a, b) => a - b)
    .join(', ') + ' challenges';
