import { connectPostgres } from '#server/db/database';
import { countPostgresStatements } from '#server/testing/count-postgres-statements';
import { startPostgresCluster } from '#server/testing/postgres-cluster';
import {
  generateHistory,
  HISTORY_PASSWORD,
  HISTORY_SIZES,
  historyEmail,
  PEOPLE_PER_SIZE,
} from './dashboard-history-data';
import { asEachInTurn, DURATION_SECONDS, load, signIn } from './load';
import { postgresServerPidOf } from './process-cpu';
import { startBenchServer } from './server-process';
import { inProcessApp } from './statement-counts';

const AUTH_SECRET = 'bench-secret-bench-secret-bench-secret!';
/** each size is measured this many times, taking turns, so a change in the machine's load touches every size alike */
const ROUNDS = 3;
/** the target: the dashboard at 100 challenges costs at most 1.2 × its cost at 1 (decision 066) */
const TARGET_RATIO = 1.2;

interface SizeFigures {
  challenges: number;
  requests: number;
  /** CPU milliseconds summed over every round */
  serverMs: number;
  postgresMs: number;
  statements: number;
  answerBytes: number;
}

/**
 * `BENCH_ONLY=dashboard-cpu npm run bench`: CPU per `GET /api/dashboard` for people who have been in 1, 21 and 100
 * challenges (one running, the rest finished), in one run on a throwaway PostgreSQL server of its own, with the ratio
 * 100 ÷ 1 against the target and the SQL statements per request.
 */
export async function runDashboardCpuBenchmark(port: number) {
  const cluster = await startPostgresCluster();
  const handle = connectPostgres(cluster.url);
  try {
    await handle.migrate();
    await generateHistory(handle.db, (line) => console.log(`dashboard history: ${line}`));
    const server = await startBenchServer(port, {
      DATABASE_URL: cluster.url,
      AUTH_SECRET,
      RATE_LIMIT_SCALE: '100000',
    });
    const figures: SizeFigures[] = [];
    const cookiesOf = new Map<number, string[]>();
    try {
      const pids = { server: server.pid, postgres: await postgresServerPidOf(handle.db) };
      for (const size of HISTORY_SIZES) {
        const cookies = [];
        for (let k = 1; k <= PEOPLE_PER_SIZE; k++)
          cookies.push(await signIn(server.url, server.origin, historyEmail(size, k), HISTORY_PASSWORD));
        cookiesOf.set(size, cookies);
        figures.push({
          challenges: size,
          requests: 0,
          serverMs: 0,
          postgresMs: 0,
          statements: 0,
          answerBytes: 0,
        });
      }
      for (let round = 1; round <= ROUNDS; round++)
        for (const size of figures) {
          const run = await load(
            `round ${round}: GET /api/dashboard (${size.challenges} challenges each)`,
            10,
            pids,
            server.url,
            asEachInTurn(cookiesOf.get(size.challenges)!, () => ({ path: '/api/dashboard' })),
          );
          if (run.non2xx > 0) throw new Error(`${run.non2xx} dashboards were not answered 200`);
          size.requests += run.requests;
          size.serverMs += run.cpu.server * run.requests;
          size.postgresMs += (run.cpu.postgres ?? 0) * run.requests;
        }
    } finally {
      await server.stop();
    }
    await countStatementsAndBytes(cluster.url, handle, figures, cookiesOf);
    printSummary(figures);
  } finally {
    await handle.close();
    await cluster.destroy();
  }
}

/**
 * The statements of one dashboard at each size, counted in this process (the load server's are not visible here),
 * as the same people: the session cookies hold in any process with the same secret and database.
 */
async function countStatementsAndBytes(
  databaseUrl: string,
  handle: ReturnType<typeof connectPostgres>,
  figures: SizeFigures[],
  cookiesOf: Map<number, string[]>,
) {
  const request = inProcessApp(handle.db, databaseUrl, AUTH_SECRET);
  for (const size of figures) {
    const cookie = cookiesOf.get(size.challenges)![0]!;
    // the first dashboard reads the templates, once per process: not part of any request's count
    await request('/api/dashboard', cookie);
    size.statements = await countPostgresStatements(() => request('/api/dashboard', cookie));
    size.answerBytes = (await (await request('/api/dashboard', cookie)).text()).length;
  }
}

function printSummary(figures: SizeFigures[]) {
  const perRequest = (size: SizeFigures) => ({
    server: size.serverMs / size.requests,
    postgres: size.postgresMs / size.requests,
    total: (size.serverMs + size.postgresMs) / size.requests,
  });
  const one = perRequest(figures[0]!);
  const rows = figures.map((size) => {
    const cpu = perRequest(size);
    return [
      `${size.challenges}`,
      `${size.requests}`,
      `${cpu.server.toFixed(2)} + ${cpu.postgres.toFixed(2)} = ${cpu.total.toFixed(2)} ms`,
      (cpu.total / one.total).toFixed(2),
      (cpu.server / one.server).toFixed(2),
      `${size.statements}`,
      `${(size.answerBytes / 1024).toFixed(1)} KiB`,
    ];
  });
  const header = [
    'challenges each',
    'requests',
    'server + PostgreSQL CPU per request',
    '÷ 1 challenge',
    'server alone ÷ 1',
    'SQL statements (session included)',
    'answer (JSON)',
  ];
  console.log(
    `\nGET /api/dashboard, ${ROUNDS} rounds of ${DURATION_SECONDS} s per size at 10 connections:\n\n` +
      [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n'),
  );
  const hundred = perRequest(figures.at(-1)!);
  const ratio = hundred.total / one.total;
  console.log(
    `\ndashboard CPU ratio 100 ÷ 1 challenge: ${ratio.toFixed(2)} (target ≤ ${TARGET_RATIO}: ${ratio <= TARGET_RATIO ? 'met' : 'NOT met'})`,
  );
  const statements = new Set(figures.map((size) => size.statements));
  console.log(
    `dashboard statements the same at 1, 21 and 100 challenges: ${statements.size === 1 ? 'yes' : 'NO'}`,
  );
}
