// Browser tests: find a Chromium, build the client once, then run the Playwright journeys against the app
// started the way `npm start` starts it (see playwright.config.ts). Extra arguments go to `playwright test`,
// e.g. `npm run test:e2e -- e2e/sign-in.spec.ts --headed`.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../src/server/testing/free-port.ts';
import { findBrowser, findHeadlessShell } from './find-browser.mjs';
import { runCommand as run } from './run-command.mjs';

const root = path.resolve(import.meta.dirname, '..');

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

const browser = await findBrowser();
if ('error' in browser) {
  console.error(`\n${browser.error}\n`);
  process.exit(1);
}
console.log(`Browser: ${browser.path} (${browser.source})`);
const headlessShell = findHeadlessShell();
console.log(
  headlessShell
    ? `Headless shell: ${headlessShell} (every journey but those about push and installing)`
    : 'No headless shell (apt-get install chromium-headless-shell): every journey runs in the browser above',
);

const buildStarted = performance.now();
const buildScript = path.join(root, 'scripts/build-if-needed.mjs');
const buildStatus = existsSync(buildScript)
  ? await run(process.execPath, [buildScript])
  : await run('npx', ['vite', 'build', '--logLevel', 'warn']);
if (buildStatus !== 0) {
  console.error('\nBuilding the web client failed; the browser tests did not run.');
  process.exit(buildStatus);
}
console.log(`Client build ready (${seconds(buildStarted)})`);

// A throwaway data folder (embedded database, outbox) and a free port, so a running `npm start` never interferes. The
// port is a random one (free-port.ts): two runs side by side that both preferred the same fixed port both found it
// free, and the second found the first's server on it.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'habitsprint-e2e-'));
const port = process.env.E2E_PORT ?? String(await freePort());
// the journeys' OpenID Connect provider (e2e/support/single-sign-on-provider.ts)
const oidcPort = process.env.E2E_OIDC_PORT ?? String(await freePort());
const env = {
  ...process.env,
  E2E_CHROME_PATH: browser.path,
  E2E_HEADLESS_SHELL_PATH: headlessShell ?? '',
  E2E_DATA_DIR: dataDir,
  E2E_PORT: port,
  E2E_OIDC_PORT: oidcPort,
  // the journeys import our modules (texts, limits), whose texts are written with Lingui's macros: Playwright's own
  // transform runs our macro plugin after its own on them, as the build and the server do (decision 079). Set before
  // Playwright starts: its module hooks read them once, at their start.
  PW_TEST_SOURCE_TRANSFORM: path.resolve('scripts/lingui-babel-plugin.cjs'),
  PW_TEST_SOURCE_TRANSFORM_SCOPE: path.resolve('src'),
};

const testsStarted = performance.now();
const status = await run('npx', ['playwright', 'test', ...process.argv.slice(2)], env);
if (!process.env.E2E_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
console.log(`Browser tests ${status === 0 ? 'passed' : 'failed'} (${seconds(testsStarted)})`);
process.exit(status);
