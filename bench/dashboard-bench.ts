import { execFileSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { BENCH_BROWSER_OPTIONS, signUpWithChallenge } from './browser-person';
import { DASHBOARD_JS_BUDGET_BYTES, dashboardJavaScriptWeight } from './dashboard-weight';
import { lighthouseScores } from './lighthouse';
import { startBenchServer } from './server-process';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * Issue 24's figures for the signed-in app: the dashboard's JavaScript weight against its budget, by file; tap and
 * open times on a slow network; Lighthouse on the dashboard and a challenge page.
 */
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
    execFileSync(
      process.execPath,
      ['--import', './scripts/typescript.mjs', 'bench/tap-times.ts', server.origin],
      {
        stdio: 'inherit',
      },
    );
    // from navigation until the shell and the check-in buttons show, first and return visit (decision 064)
    execFileSync(
      process.execPath,
      ['--import', './scripts/typescript.mjs', 'bench/dashboard-open-times.ts', server.origin],
      {
        stdio: 'inherit',
      },
    );
    if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1')
      signedInLighthouse(server.origin, await signedInPerson(server.origin));
  } finally {
    await server.stop();
  }
}

/** A new person with one active challenge: their session cookie and the challenge's page. */
async function signedInPerson(origin: string) {
  const browser = await chromium.launch(BENCH_BROWSER_OPTIONS);
  try {
    const page = await browser.newPage({ baseURL: origin });
    const challengeId = await signUpWithChallenge(page, origin);
    const cookies = await page.context().cookies();
    return {
      cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; '),
      challengePath: `/challenge/${challengeId}`,
    };
  } finally {
    await browser.close();
  }
}

/** Lighthouse mobile on the signed-in dashboard and on a challenge page (issue 24). */
function signedInLighthouse(origin: string, person: { cookie: string; challengePath: string }) {
  for (const [screen, pagePath] of [
    ['signed-in dashboard', '/dashboard'],
    ['challenge page', person.challengePath],
  ]) {
    const scores = lighthouseScores(`${origin}${pagePath}`, { Cookie: person.cookie });
    console.log(`Lighthouse mobile, ${screen}: ${JSON.stringify(scores)}`);
  }
}
