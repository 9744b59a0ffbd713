import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { FULL_BROWSER } from './e2e/support/full-browser.ts';
import { e2eSingleSignOnEnv } from './e2e/support/single-sign-on.ts';
import { CHROMIUM_FLAGS } from './scripts/chromium-flags.ts';

// `npm run test:e2e` (scripts/e2e.mjs) finds the browser, builds the client, picks a free port and a throwaway data
// folder, and passes them in E2E_*. Running `npx playwright test` directly works too: the fallbacks below mirror
// scripts/find-browser.mjs, and an undefined executablePath means a Chromium that Playwright installed itself — given
// the two PW_TEST_SOURCE_TRANSFORM variables that scripts/e2e.mjs sets.
// This file is evaluated again in every worker; the values set into process.env here reach the workers, so they
// all agree on the port and the folder.
// The journeys import our modules, whose texts are written with Lingui's macros: scripts/e2e.mjs has Playwright's
// transform run our macro plugin on them (PW_TEST_SOURCE_TRANSFORM). Without it they would fail on their imports.
if (!process.env.PW_TEST_SOURCE_TRANSFORM) {
  throw new Error('Run the journeys with `npm run test:e2e` (scripts/e2e.mjs), which sets up their imports.');
}
const port = Number((process.env.E2E_PORT ??= '3210'));
const baseURL = `http://localhost:${port}`;
// the journeys' OpenID Connect provider (e2e/support/single-sign-on-provider.ts): scripts/e2e.mjs picks a free port
const oidcPort = Number((process.env.E2E_OIDC_PORT ??= String(port + 1)));

let dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) {
  const created = mkdtempSync(path.join(os.tmpdir(), 'habitsprint-e2e-'));
  process.env.E2E_DATA_DIR = dataDir = created;
  process.once('exit', () => rmSync(created, { recursive: true, force: true }));
}

const executablePath =
  process.env.E2E_CHROME_PATH ||
  process.env.CHROME_PATH ||
  (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

// Chromium's headless shell opens a page in half the time of the full browser and draws it with less CPU; the journeys
// tagged FULL_BROWSER (e2e/support/full-browser.ts: push and installability) run in the full browser (decision 075).
// Without a shell (E2E_HEADLESS_SHELL_PATH empty), every journey runs in the full browser.
const headlessShellPath =
  process.env.E2E_HEADLESS_SHELL_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '');
const NEEDS_FULL_BROWSER = new RegExp(FULL_BROWSER);

// The app exactly as `npm start` starts it (its build step finds the client that scripts/e2e.mjs just built). An outer
// DATABASE_URL or SMTP_URL must not reach it: the journeys need the embedded database in the throwaway folder and
// the dev outbox.
const startCommand = 'env -u DATABASE_URL -u SMTP_URL npm start';

export default defineConfig({
  testDir: 'e2e',
  // starts, in the background, the second deployment the journey about updates changes (decision 076), and the
  // OpenID Connect provider of single sign-on (decision 090)
  globalSetup: ['./e2e/support/second-deployment.ts', './e2e/support/single-sign-on-provider.ts'],
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A journey that fails once is a bug to find, not noise to hide.
  retries: 0,
  // CI has 2 cores; the server and the browsers share them.
  workers: 2,
  // the JSON report feeds the one-line total that `npm test` prints at the end
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'Europe/Berlin',
    // menus, dialogs and toasts appear at once, as for a person who asks for less motion (decision 077): a journey
    // waits for no transition; a journey about motion asks for it (reducedMotion: 'no-preference', as today.spec.ts)
    reducedMotion: 'reduce',
    // a missing control fails in seconds rather than at the test timeout
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    screenshot: 'only-on-failure',
    // page.route() cannot see what a service worker answers: journeys run without it, except those about the
    // installed app, push and offline, which allow it with test.use({ serviceWorkers: 'allow' }) (decision 028)
    serviceWorkers: 'block',
    trace: 'off',
  },
  // The full browser's journeys first: they are few and among the longest (push, installing), and a long journey
  // started last leaves the other worker idle at the end of the run (decision 077).
  projects: [
    {
      name: 'chromium-full',
      grep: NEEDS_FULL_BROWSER,
      use: { launchOptions: { executablePath, args: CHROMIUM_FLAGS } },
    },
    {
      name: 'chromium',
      grepInvert: NEEDS_FULL_BROWSER,
      use: { launchOptions: { executablePath: headlessShellPath || executablePath, args: CHROMIUM_FLAGS } },
    },
  ],
  webServer: {
    command: startCommand,
    url: `${baseURL}/api/health`,
    env: {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      // many people sign up from one address during a run (over 250 in 10 minutes by now): raise the limits
      // instead of switching them off
      RATE_LIMIT_SCALE: '200',
      REQUIRE_EMAIL_VERIFICATION: 'false',
      CLOCK_OFFSET_DAYS: '0',
      // the journeys read reset, confirmation and invitation links from /dev/outbox
      DEV_OUTBOX: 'true',
      // no scheduler: from 20:00 on the journeys' clock (Europe/Berlin) it would send every person with a running
      // challenge a 'Time to check in', so what a bell counts would hang on the hour the suite runs; the scheduler's jobs
      // are tested with a clock moved by hand (src/server/scheduler/*.test.ts)
      SCHEDULER_INTERVAL_SECONDS: '0',
      // the bell asks every 30 s in production; journeys see a new notification within seconds
      NOTIFICATION_POLL_SECONDS: '2',
      // a push reaches the device within a second rather than five
      PUSH_INTERVAL_SECONDS: '1',
      LOG_LEVEL: 'warn',
      // the site administrators of the forum, feedback and moderation journeys (e2e/support/forum.ts, moderation.ts)
      ADMIN_EMAILS:
        'forum-admin@example.com,feedback-admin@example.com,status-admin@example.com,api-admin@example.com,' +
        'moderation-admin@example.com,suspend-admin@example.com,people-admin@example.com,passkeys-admin@example.com',
      // single sign-on with the provider the global set-up starts (oidc-sign-in.spec.ts)
      ...e2eSingleSignOnEnv(oidcPort),
    },
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
