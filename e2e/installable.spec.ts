import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { givenChallenge, givenPerson } from './support/challenges';
import { PHONE } from './support/pages';
import { serviceWorkerControls } from './support/service-worker';
import { signOutFromHeader } from './support/sign-out';
import { screenshot } from './support/screenshots';
import { FULL_BROWSER } from './support/full-browser';

// Issue 12, "Installable" (decision 028): Chromium would offer to install the app, the installed app opens offline on
// the last data it had, marked as such, never another person's, and learns of a new version.

test.use({ serviceWorkers: 'allow' });

const OFFLINE_NOTICE = "Can't reach HabitSprint — showing what you saw last";

/** A signed-in person's dashboard, loaded once through the active service worker so its reads are kept. */
async function givenADashboardLoadedOnline(page: Page, title: string) {
  const person = await givenPerson(page, 'install');
  await givenChallenge(page, { title });
  await page.goto('/dashboard');
  await serviceWorkerControls(page);
  await page.reload();
  await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  return person;
}

// in the full browser: the headless shell answers every page with an empty list of errors (decision 075)
test(
  'Chromium reports no installability errors once the service worker is active',
  { tag: FULL_BROWSER },
  async ({ baseURL }) => {
    // Chromium never installs from an incognito profile, which every browser context of Playwright is: a profile of
    // its own, launched the way playwright.config.ts launches the browser
    const profileDir = await mkdtemp(path.join(os.tmpdir(), 'habitsprint-profile-'));
    const context = await chromium.launchPersistentContext(profileDir, {
      ...test.info().project.use.launchOptions,
      baseURL,
      serviceWorkers: 'allow',
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await serviceWorkerControls(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
      await rm(profileDir, { recursive: true, force: true });
    }
  },
);

test('the manifest names the app, opens the dashboard standalone, has every icon and its shortcuts', async ({
  page,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const response = await page.request.get(href!);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'HabitSprint',
    short_name: 'HabitSprint',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#228be6',
    background_color: '#ffffff',
  });
  expect(manifest.description).toBeTruthy();
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  // the home screen's shortcuts (issue 28): the Today panel and the create page
  const shortcuts = manifest.shortcuts as {
    name: string;
    url: string;
    icons: { src: string; sizes: string }[];
  }[];
  expect(shortcuts.map(({ name, url }) => ({ name, url }))).toEqual([
    { name: 'Check in today', url: '/dashboard' },
    { name: 'New challenge', url: '/create' },
  ]);
  const shortcutIcons = shortcuts.flatMap((shortcut) => shortcut.icons);
  expect(shortcutIcons.map((icon) => icon.sizes)).toEqual(['96x96', '96x96']);
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  for (const src of [
    ...icons.map((icon) => icon.src),
    ...shortcutIcons.map((icon) => icon.src),
    touchIcon!,
  ]) {
    const icon = await page.request.get(src);
    expect(icon.headers()['content-type'], src).toBe('image/png');
  }
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveCount(1);
});

test.describe('the installed app on a phone', () => {
  test.use({ viewport: PHONE });

  test('opens offline on the last data it had, marked as such', async ({ page, context }) => {
    await givenADashboardLoadedOnline(page, 'Offline Walks');
    await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Offline Walks', exact: true })).toBeVisible();
    await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
    await screenshot(page, 'install-offline');

    // back online, the notice goes once the server answers again
    await context.setOffline(false);
    await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0);
  });

  // What the installed app's window shows: the app at 390 px without browser controls (Chromium ignores
  // `display-mode` in Emulation.setEmulatedMedia, and no style of the app depends on it).
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the installed app's dashboard is accessible in ${colorScheme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await givenADashboardLoadedOnline(page, 'Evening Stretch');
      await expectNoSeriousA11yViolations(page, `installed app, ${colorScheme}`);
      await screenshot(page, `install-${colorScheme}`);
    });
  }
});

test('after sign-out, offline shows nothing of the person who was signed in', async ({ page, context }) => {
  const person = await givenADashboardLoadedOnline(page, 'Private Walks');
  await signOutFromHeader(page);
  await expect(page).toHaveURL(/\/landing$/);

  await context.setOffline(true);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Private Walks')).toHaveCount(0);
  // the only answer kept since is the visitor's empty session
  const keptAnswers = await page.evaluate(async () => {
    const cache = await caches.open('api-last-loaded');
    const requests = await cache.keys();
    return Promise.all(requests.map(async (request) => (await (await cache.match(request))!.text()).trim()));
  });
  expect(keptAnswers.join('\n')).not.toContain('Private Walks');
  expect(keptAnswers.join('\n')).not.toContain(person.email);
});
