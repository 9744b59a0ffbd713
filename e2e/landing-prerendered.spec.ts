import { expect, type Page, test } from '@playwright/test';
import { SIGN_UP_HEADING } from './support/auth-form';
import { control, pathOf } from './support/controls';
import { newPerson, givenSignedUp } from './support/people';
import { serviceWorkerControls } from './support/service-worker';

// The landing page is HTML from the build, hydrated after (decision 050).
const HERO = 'Build healthy habits together, one sprint at a time';

// as a visitor's browser runs it: the page registers its service worker once loaded (Playwright's blocking of service
// workers makes workbox-window throw, an error of the test's making)
test.use({ serviceWorkers: 'allow' });

/** Errors the page logs (a hydration mismatch, a script the CSP refused) and errors it throws. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** React has taken over the page: only the hydrated page asks who is signed in. */
async function openHydrated(page: Page, path = '/') {
  const sessionRead = page.waitForResponse((response) => response.url().endsWith('/api/auth/get-session'));
  await page.goto(path);
  await sessionRead;
}

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the landing page shows its hero, its image and its ways in', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO);
    const heroImage = page.getByRole('img', { name: /A HabitSprint challenge on day 9 of 14/ });
    await expect(heroImage).toBeVisible();
    expect(await heroImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(control(page, 'Sign Up Now')).toHaveAttribute('href', '/auth');
    await expect(control(page, 'Log In')).toHaveAttribute('href', '/auth?mode=signin');
    await expect(page.getByRole('heading', { name: 'Start Your Challenge Today' })).toBeVisible();
    // the light scheme of the page itself, since the colour-scheme script cannot run
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  });
});

test('after hydration nothing is logged as an error and the call to action opens sign-up', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await openHydrated(page);
  await control(page, 'Sign Up Now').click();
  await expect.poll(() => pathOf(page)).toBe('/auth');
  await expect(page.getByRole('heading', { name: SIGN_UP_HEADING })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the hydrated page plays the demo video on demand and opens a waitlist', async ({ page }) => {
  const errors = collectErrors(page);
  await openHydrated(page);
  await control(page, 'Join Waitlist').click();
  await expect(page.getByRole('dialog', { name: 'Join the Wearable Sync waitlist' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  // the player's address comes from GET /api/config, asked only now
  const config = page.waitForResponse((response) => response.url().endsWith('/api/config'));
  await control(page, 'Play Demo Video').click();
  await config;
  await expect(page.locator('iframe[title="HabitSprint demo video"]')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a button pressed before the page has hydrated does its work once it has', async ({ page }) => {
  const errors = collectErrors(page);
  // a slow phone: the code that hydrates the page arrives a second and a half late
  let releaseHydration = () => {};
  const hydrationHeld = new Promise<void>((resolve) => (releaseHydration = resolve));
  await page.route(/\/assets\/hydrate-landing-[^/]*\.js$/, async (route) => {
    await hydrationHeld;
    await route.continue();
  });
  await page.goto('/');
  await control(page, 'Join Waitlist').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  releaseHydration();
  await expect(page.getByRole('dialog', { name: 'Join the Wearable Sync waitlist' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('someone signed in sees "Go to Dashboard" once the page has hydrated, and it opens the dashboard', async ({
  page,
  baseURL,
}) => {
  const person = newPerson('landing');
  await givenSignedUp(page.request, baseURL!, person);
  await openHydrated(page);
  await expect(control(page, 'Go to Dashboard')).toBeVisible();
  await expect(control(page, 'Sign Up Now')).toHaveCount(0);
  await control(page, 'Go to Dashboard').click();
  await expect(page.getByRole('heading', { name: `Welcome back, ${person.firstName}!` })).toBeVisible();
});

test.describe('the colour scheme', () => {
  test.use({ colorScheme: 'dark' });

  test("follows the system's, and a stored choice wins, before the first paint", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.evaluate(() => localStorage.setItem('mantine-color-scheme-value', 'light'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    // the inline script ran: the Content-Security-Policy allows it by its hash
    expect(errors).toEqual([]);
  });
});

test('only / and /landing are answered with the landing page; other paths get the app shell', async ({
  request,
}) => {
  for (const path of ['/', '/landing'])
    expect(await (await request.get(path)).text()).toContain(HERO.slice(0, 30));
  for (const path of ['/dashboard', '/challenge/4f1c2b7e-0000-4000-8000-000000000000', '/no-such-page']) {
    const html = await (await request.get(path)).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('hero-title');
  }
});

test.describe('offline, through the service worker', () => {
  test('/ still opens on the landing page and an app path on the app shell', async ({ page, context }) => {
    await page.goto('/');
    await serviceWorkerControls(page);
    // the prerendered document with its own entry, not the app shell drawing the same page
    const landingEntry = page.locator('script[type="module"][src^="/assets/landing-"]');
    await context.setOffline(true);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO);
    await expect(landingEntry).toHaveCount(1);
    // a link with a query, too
    await page.goto('/?ref=e2e');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HERO);
    await expect(landingEntry).toHaveCount(1);
    await page.goto('/landing');
    await expect(landingEntry).toHaveCount(1);
    await page.goto('/groups');
    await expect(landingEntry).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(HERO);
    await expect(page.locator('#hero-title')).toHaveCount(0);
  });
});
