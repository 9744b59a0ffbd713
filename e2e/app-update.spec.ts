import { appendFile, cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type AppServer, startAppServer } from './support/app-server';
import { serviceWorkerControls } from './support/service-worker';

// Issue 12, "Installable" (decision 028): a page open while a new version is deployed is told so, keeps working on
// the version it has until the person chooses 'Reload', and is on the new version after it. The deployment is a copy
// of the built client served by a server of this journey's own, whose service worker then changes.

test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

// What the second build's service worker adds: an answer saying which version it is.
const SECOND_VERSION = `
self.addEventListener('message', (event) => {
  if (event.data === 'which version?') event.ports[0].postMessage('second');
});
`;

/**
 * The version of the service worker that controls the page: 'second' for the new build, null for the first (and
 * while the page is reloading, which destroys the question in flight).
 */
function controllingVersion(page: Page): Promise<string | null> {
  return page
    .evaluate(
      () =>
        new Promise<string | null>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (event) => resolve(event.data as string);
          navigator.serviceWorker.controller?.postMessage('which version?', [channel.port2]);
          setTimeout(() => resolve(null), 1000);
        }),
    )
    .catch(() => null);
}

let folder: string;
let server: AppServer;

test.beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'habitsprint-update-'));
  await cp(path.join('dist', 'client'), path.join(folder, 'client'), { recursive: true });
  server = await startAppServer({
    dataDir: path.join(folder, 'data'),
    clientDir: path.join(folder, 'client'),
  });
});

test.afterEach(async () => {
  await server.stop();
  await rm(folder, { recursive: true, force: true });
});

test('a new version is announced, waits for the person, and Reload moves the page to it', async ({
  page,
}) => {
  // it starts a server of its own and waits for two versions of the service worker: more than the usual minute
  test.slow();
  await page.goto(`${server.url}/`);
  await serviceWorkerControls(page);
  expect(await controllingVersion(page)).toBeNull();

  // deploy: the server now serves a service worker with other bytes; the app's update check finds it
  await appendFile(path.join(folder, 'client', 'sw.js'), SECOND_VERSION);
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
  const notice = page.getByRole('alert').filter({ hasText: 'A new version is available' });
  await expect(notice).toBeVisible();

  // nothing is taken from the person: the first version keeps the page, and the notice comes back on a reload
  expect(await controllingVersion(page)).toBeNull();
  await page.reload();
  await expect(notice).toBeVisible();
  expect(await controllingVersion(page)).toBeNull();

  await notice.getByRole('button', { name: 'Reload' }).click();
  // the new version activates, takes the page and reloads it: on a busy machine that is more than the usual 10 s
  await expect.poll(() => controllingVersion(page), { timeout: 30_000 }).toBe('second');
  await expect(notice).toHaveCount(0);
});
