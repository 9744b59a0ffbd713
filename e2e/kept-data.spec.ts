import { expect, type Page, type Route, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { openSignIn, submitSignIn } from './support/auth-form';
import { givenChallenge, givenPerson } from './support/challenges';
import { pathOf } from './support/controls';
import { signOutFromSettings } from './support/sign-out';
import { screenshotsLightAndDark } from './support/screenshots';

// Issue 24, decision 064: the last data a person saw is kept on the device, shown at once on the next open and then
// refreshed; scoped to the person, gone at sign-out; with the server out of reach, the kept data and one banner.

const BANNER = "Can't reach HabitSprint — showing what you saw last";

const metGoal = (page: Page, title: string) =>
  page
    .getByRole('region', { name: 'Today' })
    .getByRole('listitem', { name: title })
    .getByRole('button', { name: 'Met goal' });

/** The keys this device keeps for a person (src/client/lib/kept-queries.ts). */
const keptKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('habitsprint-kept')));

/** Opens the dashboard of a new person with one challenge, and waits until the device has kept it. */
async function visitDashboardOnce(page: Page, title: string) {
  const person = await givenPerson(page, 'kept');
  await givenChallenge(page, { title });
  await page.goto('/dashboard');
  await expect(metGoal(page, title)).toBeVisible();
  await expect.poll(() => keptKeys(page)).toHaveLength(2);
  return person;
}

/** Holds every API request until `release` is called: the page waits as it would for a very slow server. */
async function holdApi(page: Page) {
  const held: Route[] = [];
  await page.route('**/api/**', (route) => void held.push(route));
  return async () => {
    await page.unroute('**/api/**');
    // a request the reload cancelled is already handled
    for (const route of held) await route.continue().catch(() => undefined);
  };
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('a return visit shows the kept dashboard while the server has not answered yet, then refreshes it', async ({
      page,
    }) => {
      await visitDashboardOnce(page, 'Kept Walks');
      const release = await holdApi(page);
      const dashboardAsked = page.waitForRequest('**/api/dashboard');
      await page.reload();
      await dashboardAsked;
      // the request is still held: what is on screen came from the device
      await expect(metGoal(page, 'Kept Walks')).toBeVisible();
      await release();
      await expect(metGoal(page, 'Kept Walks')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `kept dashboard at ${width} px`);
    });

    test('data kept more than 7 days is not shown, and the device still draws the person’s shell while it loads', async ({
      page,
    }) => {
      await visitDashboardOnce(page, 'Stale Walks');
      // the kept data, saved 8 days ago: aged as the reloaded page starts, before the app reads it (aged in the open
      // page, a save the app still had pending could write a fresh one over it)
      await page.addInitScript(() => {
        const key = Object.keys(localStorage).find((k) => k.startsWith('habitsprint-kept:'));
        const kept = JSON.parse(localStorage.getItem(key!)!) as { savedAt: number };
        kept.savedAt = Date.now() - 8 * 24 * 60 * 60 * 1000;
        localStorage.setItem(key!, JSON.stringify(kept));
      });
      const release = await holdApi(page);
      const sessionAsked = page.waitForRequest('**/api/auth/get-session');
      await page.reload();
      await sessionAsked;
      // nothing from the device is shown, but the shell is the signed-in one (the header's navigation)
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      await expect(page.getByTestId('content-skeleton')).toBeVisible();
      await expect(metGoal(page, 'Stale Walks')).toHaveCount(0);
      await release();
      await expect(metGoal(page, 'Stale Walks')).toBeVisible();
    });

    test('another person signing in on the same device sees nothing of the last one', async ({ page }) => {
      const first = await visitDashboardOnce(page, 'First Person Walks');
      // the first person's session ends without signing out (it expired); the next one signs in on this device
      await page.context().clearCookies();
      const second = await givenPerson(page, 'kept-next');
      await page.context().clearCookies();
      // the device still holds the first person's dashboard: the server's answer (nobody signed in) drops it
      await page.goto('/dashboard');
      await expect.poll(() => pathOf(page)).toMatch(/^\/auth/);
      expect(await keptKeys(page)).toEqual([]);
      await openSignIn(page);
      await submitSignIn(page, second.email, second.password);
      await expect(page.getByRole('heading', { name: `Welcome back, ${second.firstName}!` })).toBeVisible();
      await expect(page.getByText('First Person Walks')).toHaveCount(0);
      await expect(page.getByText(first.name)).toHaveCount(0);
    });

    test('signing out forgets what the device kept', async ({ page }) => {
      await visitDashboardOnce(page, 'Forgotten Walks');
      await signOutFromSettings(page);
      await expect.poll(() => pathOf(page)).toBe('/landing');
      expect(await keptKeys(page)).toEqual([]);
      await page.goto('/dashboard');
      await expect.poll(() => pathOf(page)).toMatch(/^\/auth/);
      await expect(page.getByText('Forgotten Walks')).toHaveCount(0);
    });

    test('with the server out of reach, a reload shows the kept dashboard and one banner, which goes when it answers again', async ({
      page,
    }) => {
      await visitDashboardOnce(page, 'Offline Walks');
      await page.route('**/api/**', (route) => route.abort('connectionrefused'));
      await page.reload();
      await expect(page.getByText(BANNER)).toBeVisible();
      await expect(metGoal(page, 'Offline Walks')).toBeVisible();
      // one message: no 'Updating…' spinner or error toast on top of the banner
      await expect(page.getByText('Updating your challenges')).toHaveCount(0);
      await expect(page.getByText('Failed to load challenges')).toHaveCount(0);
      await expect(page.getByText('HabitSprint is briefly unavailable')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `server-down banner at ${width} px`);
      await screenshotsLightAndDark(page, `server-down-${width}`);
      // the server answers again: the banner goes by itself (the session read asks every 5 s)
      await page.unroute('**/api/**');
      await expect(page.getByText(BANNER)).toHaveCount(0, { timeout: 15_000 });
      await expect(metGoal(page, 'Offline Walks')).toBeVisible();
    });
  });
}
