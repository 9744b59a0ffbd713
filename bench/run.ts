// `npm run bench`: figures, not pass/fail. Builds the client if needed, then measures start-up, the landing page's
// JavaScript weight, Lighthouse on the landing page, and the throughput of the health route.
// BENCH_ONLY=challenges, BENCH_ONLY=notifications or BENCH_ONLY=push runs only those benchmarks (no client build), for
// iterating on the server; BENCH_ONLY=dashboard only the signed-in app's figures (the dashboard's JavaScript weight,
// tap and open times, Lighthouse on the dashboard and a challenge page);
// BENCH_ONLY=dashboard-cpu the dashboard's CPU per request at 1, 21 and 100 challenges (a throwaway PostgreSQL server).
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { landingJavaScriptWeight } from './landing-weight';
import { runDashboardBenchmarks } from './dashboard-bench';
import { runDashboardCpuBenchmark } from './dashboard-cpu-bench';
import { lighthouseScores } from './lighthouse';
import { runChallengeBenchmarks } from './challenges-bench';
import { runNotificationBenchmarks } from './notifications-bench';
import { runPushFairnessBenchmark } from './push-fairness';
import { startBenchServer } from './server-process';

const port = Number(process.env.BENCH_PORT ?? 3900);
const only = process.env.BENCH_ONLY;
const includes = (benchmark: string) => !only || only === benchmark;
if (!only) await runGeneralBenchmarks();
async function runGeneralBenchmarks() {
  execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'habitsprint-bench-'));

  const fresh = await startBenchServer(port, { DATA_DIR: dataDir });
  await fresh.stop();
  const server = await startBenchServer(port, { DATA_DIR: dataDir });
  console.log(
    `start-up to first 200: ${fresh.msToFirst200} ms on a new DATA_DIR, ${server.msToFirst200} ms on an existing one`,
  );

  const weight = await landingJavaScriptWeight(server.url);
  console.log(
    `landing page JavaScript: ${(weight.gzipBytes / 1024).toFixed(1)} KiB gzipped (${weight.files.join(', ')})`,
  );

  if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
    const scores = lighthouseScores(`${server.url}/`);
    console.log(`Lighthouse mobile, landing page: ${JSON.stringify(scores)}`);
  }

  const result = await autocannon({ url: `${server.url}/api/health`, connections: 50, duration: 10 });
  console.log(
    `GET /api/health, 50 connections, 10 s: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
  await server.stop();
}

if (includes('dashboard')) await runDashboardBenchmarks(port + 4);
if (includes('push')) await runPushFairnessBenchmark(port + 3);
if (includes('dashboard-cpu')) await runDashboardCpuBenchmark(port + 5);

// The challenge benchmarks need a real PostgreSQL server (100,000 people, 1,000,000 check-ins).
if (process.env.BENCH_DATABASE_URL) {
  if (includes('challenges')) await runChallengeBenchmarks(process.env.BENCH_DATABASE_URL, port + 1);
  if (includes('notifications')) await runNotificationBenchmarks(process.env.BENCH_DATABASE_URL, port + 2);
} else if (includes('challenges') || includes('notifications')) {
  console.log(
    'Challenge and notification benchmarks skipped: set BENCH_DATABASE_URL=postgres://user@host:port/postgres (a server the bench may create a database on).',
  );
}
