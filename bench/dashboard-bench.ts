import { execFileSync } from 'node:child_process';
import { DASHBOARD_JS_BUDGET_BYTES, dashboardJavaScriptWeight } from './dashboard-weight';
import { startBenchServer } from './server-process';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The signed-in dashboard's JavaScript weight against its budget (issue 24), by file. */
export async function runDashboardBenchmarks(port: number) {
  execFileSync(process.execPath, ['scripts/build-if-needed.mjs'], { stdio: 'inherit' });
  const server = await startBenchServer(port, { REQUIRE_EMAIL_VERIFICATION: 'false' });
  try {
    const weight = await dashboardJavaScriptWeight(server.origin);
    const verdict = weight.totalBytes <= DASHBOARD_JS_BUDGET_BYTES ? 'within' : 'OVER';
    console.log(
      `signed-in /dashboard JavaScript before usable: ${kib(weight.totalBytes)} as served, ${verdict} the budget of ${kib(DASHBOARD_JS_BUDGET_BYTES)}`,
    );
    for (const { file, bytes } of weight.byFile) console.log(`  ${kib(bytes).padStart(10)}  ${file}`);
    // from the tap until the control shows its new state, with every API call held 2.5 s (decision 065)
    execFileSync(process.execPath, ['--import', 'tsx', 'bench/tap-times.ts', server.origin], {
      stdio: 'inherit',
    });
  } finally {
    await server.stop();
  }
}
