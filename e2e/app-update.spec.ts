import { expect, type Page, test } from '@playwright/test';
import { type SecondDeployment, secondDeployment } from './support/second-deployment';
import { serviceWorkerControls } from './support/service-worker';

// Issue 12, "Installable" (decision 028): a page open while a new version is deployed is told so, keeps working on
// the version it has until the person chooses 'Reload', and is on the new version after it. The deployment is a copy
// of the built client served by a second server (e2e/support/second-deployment.ts), whose service worker then changes.

test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

/**
 * The version of the service worker that controls the page ('first', 'second'), or null while the page is reloading
 * (which destroys the question in flight).
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

let deployment: SecondDeployment;

test.beforeEach(async () => {
  deployment = await secondDeployment();
});

test.afterEach(async () => {
  await deployment.restore();
});

test('a new version is announced, waits for the person, and Reload moves the page to it', async ({
  page,
}) => {
  await page.goto(`${deployment.url}/`);
  await serviceWorkerControls(page);
  expect(await controllingVersion(page)).toBe('first');

  // deploy: the server now serves a service worker with other bytes; the app's update check finds it
  await deployment.deploy('second');
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
  const notice = page.getByRole('alert').filter({ hasText: 'A new version is available' });
  await expect(notice).toBeVisible();

  // nothing is taken from the person: the first version keeps the page, and the notice comes back on a reload
  expect(await controllingVersion(page)).toBe('first');
  await page.reload();
  await expect(notice).toBeVisible();
  expect(await controllingVersion(page)).toBe('first');

  await notice.getByRole('button', { name: 'Reload' }).click();
  // the new version activates, takes the page and reloads it: on a busy machine that is more than the usual 10 s
  await expect.poll(() => controllingVersion(page), { timeout: 30_000 }).toBe('second');
  await expect(notice).toHaveCount(0);
});
