import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { appendFile, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '#server/testing/free-port';

// A second deployment of the app for the journey about updates (app-update.spec.ts): a copy of the built client,
// served by a server of its own (started as `npm start` starts it) whose files that journey changes. The journey about
// sign-up modes (sign-up-modes.spec.ts) changes its instance's settings there, out of the way of the journeys that
// sign people up on the first server. The suite's
// global set-up starts it in the background, so the ten seconds a server takes to create its database pass while other
// journeys run instead of inside that journey (decision 076). Its URL and folder reach the workers through the
// environment.

/** The site administrator of the second deployment (sign-up-modes.spec.ts). */
export const INSTANCE_ADMIN_EMAIL = 'instance-admin@example.com';

const BUILT_SERVICE_WORKER = path.join('dist', 'client', 'sw.js');

/**
 * Deploys a version of the service worker: the built one, plus an answer saying which version it is (so a journey can
 * ask the worker that controls its page).
 */
async function deployServiceWorker(clientDir: string, version: string): Promise<void> {
  const file = path.join(clientDir, 'sw.js');
  await writeFile(file, await readFile(BUILT_SERVICE_WORKER));
  await appendFile(
    file,
    `\nself.addEventListener('message', (event) => {\n` +
      `  if (event.data === 'which version?') event.ports[0].postMessage(${JSON.stringify(version)});\n});\n`,
  );
}

/** Playwright's global set-up: starts the second deployment without waiting for it; the returned function stops it. */
export default async function startSecondDeployment(): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'habitsprint-deployment-'));
  const clientDir = path.join(folder, 'client');
  await cp(path.join('dist', 'client'), clientDir, { recursive: true });
  await deployServiceWorker(clientDir, 'first');
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const { DATABASE_URL: _database, SMTP_URL: _smtp, ...outer } = process.env;
  const server = spawn(
    process.execPath,
    [
      '--import',
      './scripts/typescript.mjs',
      '--import',
      './scripts/start-defaults.mjs',
      'src/server/index.ts',
    ],
    {
      env: {
        ...outer,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        APP_URL: url,
        DATA_DIR: path.join(folder, 'data'),
        CLIENT_DIR: clientDir,
        SCHEDULER_INTERVAL_SECONDS: '0',
        PUSH_INTERVAL_SECONDS: '0',
        LOG_LEVEL: 'warn',
        // the site administrator of sign-up-modes.spec.ts
        ADMIN_EMAILS: INSTANCE_ADMIN_EMAIL,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  process.env.E2E_DEPLOYMENT_URL = url;
  process.env.E2E_DEPLOYMENT_CLIENT_DIR = clientDir;
  return async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'exit');
    }
    await rm(folder, { recursive: true, force: true });
  };
}

export interface SecondDeployment {
  url: string;
  /** Deploys a new version of the service worker, which answers 'which version?' with the name given. */
  deploy: (version: string) => Promise<void>;
  /** Puts the first version back, so the journey can run again. */
  restore: () => Promise<void>;
}

async function waitForHealth(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `the second deployment at ${url} did not answer within 60 s (its errors are in the run's output)`,
  );
}

/** The second deployment, once it answers. */
export async function secondDeployment(): Promise<SecondDeployment> {
  const url = process.env.E2E_DEPLOYMENT_URL;
  const clientDir = process.env.E2E_DEPLOYMENT_CLIENT_DIR;
  if (!url || !clientDir)
    throw new Error('The second deployment is started by the globalSetup of playwright.config.ts.');
  await waitForHealth(url);
  return {
    url,
    deploy: (version) => deployServiceWorker(clientDir, version),
    restore: () => deployServiceWorker(clientDir, 'first'),
  };
}
