import { expect, test, type Page } from '@playwright/test';
import { KEPT_PERSON_KEY } from '#shared/kept-person-key';
import { expectNoSeriousA11yViolations } from './support/axe';
import { givenChallenge, givenPerson } from './support/challenges';
import { pathOf } from './support/controls';
import { inEachLook, looks } from './support/looks';
import { DESKTOP, PHONE } from './support/pages';
import { screenshot, screenshotsLightAndDark } from './support/screenshots';
import { FULL_BROWSER } from './support/full-browser';

// Issue 24, "A phone's navigation" and "An app shell that paints at once" (decision 060): the tab bar on phones,
// one Settings screen a tap away, sign-out that asks first, the shell drawn while the data is still on its way, and
// the install invitation after the first check-in.

const DESTINATIONS = [
  { name: 'Challenges', path: '/challenges' },
  { name: 'Groups', path: '/groups' },
  { name: 'Feedback Forum', path: '/feedback-forum' },
  { name: 'Profile', path: '/profile' },
  { name: 'Dashboard', path: '/dashboard' },
];

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** The shell is there: the header with its title, and the main navigation (the tab bar on a phone). */
async function expectShell(page: Page) {
  await expect(page.getByRole('banner').getByRole('link', { name: 'HabitSprint' })).toBeVisible();
  await expect(mainNavigation(page)).toBeVisible();
}

test.describe(`on a phone (${PHONE.width} px), light and dark`, () => {
  test.use({ viewport: PHONE });

  test('the tab bar at the bottom leads to every destination and marks the current one', async ({ page }) => {
    await givenPerson(page, 'tab-bar');
    await page.goto('/dashboard');
    const tabBar = mainNavigation(page);
    // the header keeps the bell, Settings and the avatar. Measured once they are there: the loading shell drawn
    // before that is replaced by the person's, and a tab bar measured while it goes has no box.
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Profile' })).toBeVisible();
    // at the bottom of the screen, and no burger left to open
    const box = (await tabBar.boundingBox())!;
    expect(box.y + box.height).toBeCloseTo(PHONE.height, 0);
    await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveCount(0);

    for (const { name, path } of DESTINATIONS) {
      await tabBar.getByRole('link', { name, exact: true }).click();
      await expect.poll(() => pathOf(page)).toBe(path);
      await expect(tabBar.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(tabBar.locator('[aria-current="page"]')).toHaveCount(1);
    }
    await inEachLook(page, looks([PHONE], ['light', 'dark']), async (where, { colorScheme }) => {
      await expectNoSeriousA11yViolations(page, `dashboard with the tab bar (${where})`);
      await screenshot(page, `tab-bar-390-${colorScheme}`);
    });

    // a page under a destination marks it (/feedback-forum/new is under Feedback Forum); Dashboard only its own
    await page.goto('/feedback-forum/new');
    await expect(tabBar.getByRole('link', { name: 'Feedback Forum' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(tabBar.locator('[aria-current="page"]')).toHaveCount(1);
  });

  test('the last of a long screen is not hidden behind the tab bar', async ({ page }) => {
    await givenPerson(page, 'tab-bar-end');
    await page.goto('/settings');
    const last = page.getByRole('button', { name: 'Delete account' });
    // Settings is drawn only in the person's shell, so the tab bar measured below is the one that stays
    await expect(last).toBeVisible();
    await last.scrollIntoViewIfNeeded();
    await inEachLook(page, looks([PHONE], ['light', 'dark']), async (where) => {
      await page.mouse.wheel(0, 10_000);
      const tabBarTop = (await mainNavigation(page).boundingBox())!.y;
      const button = (await last.boundingBox())!;
      expect(button.y + button.height, where).toBeLessThanOrEqual(tabBarTop);
    });
  });
});

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Settings is one tap from any screen and holds every setting in sections', async ({ page }) => {
      await givenPerson(page, 'settings');
      const challenge = await givenChallenge(page, { title: 'Tap Count Sprint' });
      for (const from of ['/dashboard', `/challenge/${challenge.id}`, '/groups', '/profile']) {
        await page.goto(from);
        await expectShell(page);
        // tap 1 of 1
        await page.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
        expect(pathOf(page)).toBe('/settings');
      }
      for (const section of [
        'Profile',
        'Language',
        'Push notifications on this device',
        'Appearance',
        'Sign-in and security',
        'Calendar feed',
        'Apps and API',
        'Your data',
        'Sign out',
        'Delete account',
      ]) {
        await expect(page.getByRole('heading', { level: 2, name: section, exact: true })).toBeAttached();
      }
      // the section list leads to a section
      await page
        .getByRole('navigation', { name: 'Settings sections' })
        .getByRole('link', { name: 'Apps and API' })
        .click();
      await expect(page.getByRole('heading', { name: 'Apps and API' })).toBeInViewport();
      await expect(page.getByLabel('Display name')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `/settings at ${viewport.width} px`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshotsLightAndDark(page, `settings-${viewport.width}`);

      // the profile leads there too, and still shows the person's statistics
      await page.goto('/profile');
      await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Settings' }).click();
      await expect.poll(() => pathOf(page)).toBe('/settings');
    });

    test('sign-out from Settings asks first, then ends the session and goes to /landing', async ({
      page,
    }) => {
      await givenPerson(page, 'settings-sign-out');
      await page.goto('/settings');
      const section = page.getByRole('region', { name: 'Sign out' });
      await section.getByRole('button', { name: 'Sign Out' }).click();
      const confirm = page.getByRole('dialog', { name: 'Sign out?' });
      await expect(confirm).toBeVisible();
      await expectNoSeriousA11yViolations(page, `sign-out confirmation at ${viewport.width} px`);
      // a mis-tap is undone with Cancel: still signed in
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toHaveCount(0);
      expect(pathOf(page)).toBe('/settings');

      await section.getByRole('button', { name: 'Sign Out' }).click();
      await confirm.getByRole('button', { name: 'Sign Out' }).click();
      await expect.poll(() => pathOf(page)).toBe('/landing');
      const session = await page.request.get('/api/auth/get-session');
      expect(await session.json()).toBeNull();
    });

    test('the shell and the screen’s outline are drawn while the data is still on its way', async ({
      browser,
    }) => {
      // a context of its own without a service worker, so that every request of the page meets the hold below
      const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
      const page = await context.newPage();
      await givenPerson(page, 'shell-loading');
      // a device someone is signed in on keeps their id (kept-queries.ts); one that keeps nobody draws the signed-out
      // shell while loading (access-guard.spec.ts). Their id alone: no kept data, so the screen's data is awaited.
      const { user } = (await (await page.request.get('/api/auth/get-session')).json()) as {
        user: { id: string };
      };
      await page.addInitScript(({ key, id }) => localStorage.setItem(key, id), {
        key: KEPT_PERSON_KEY,
        id: user.id,
      });
      let isHolding = true;
      const held: Array<() => Promise<void>> = [];
      await page.route('**/api/**', (route) =>
        isHolding ? void held.push(() => route.continue()) : route.continue(),
      );
      await page.goto('/dashboard');
      await expect.poll(() => held.length).toBeGreaterThan(0);
      // every API request is still unanswered, and the shell is on screen
      await expectShell(page);
      await expect(page.getByTestId('content-skeleton')).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeAttached();
      await expectNoSeriousA11yViolations(page, `the shell while loading at ${viewport.width} px`);

      await screenshotsLightAndDark(page, `shell-loading-${viewport.width}`);

      isHolding = false;
      await Promise.all(held.map((release) => release()));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('content-skeleton')).toHaveCount(0);
      await context.close();
    });

    test('the dashboard does not jump as its data arrives', async ({ browser }) => {
      const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
      const page = await context.newPage();
      await givenPerson(page, 'no-jump');
      await givenChallenge(page, { title: 'Steady Sprint' });
      // every layout shift the page makes by itself (not after a tap), summed as Chromium's layout-shift score
      await page.addInitScript(() => {
        const page = window as { shiftScore?: number };
        page.shiftScore = 0;
        new PerformanceObserver((list) => {
          for (const shift of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!shift.hadRecentInput) page.shiftScore! += shift.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      let isHolding = true;
      const held: Array<() => Promise<void>> = [];
      await page.route('**/api/dashboard', (route) =>
        isHolding ? void held.push(() => route.continue()) : route.continue(),
      );
      await page.goto('/dashboard');
      await expect.poll(() => held.length).toBeGreaterThan(0);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      isHolding = false;
      await Promise.all(held.map((release) => release()));
      await expect(page.getByRole('region', { name: 'Today' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'View full leaderboard' })).toBeVisible();
      // the last part to come: the templates, loaded once the dashboard is on screen
      await expect(page.getByRole('region', { name: 'Start a New Challenge' })).toBeVisible();
      // below 0.1, what Chromium's own guidance calls a stable page
      const shiftScore = await page.evaluate(() => (window as { shiftScore?: number }).shiftScore);
      expect(shiftScore).toBeLessThan(0.1);
      await context.close();
    });

    test(
      'the install invitation comes after the first check-in, not before, and is remembered',
      { tag: FULL_BROWSER },
      async ({ page }) => {
        await givenPerson(page, 'install');
        const challenge = await givenChallenge(page, { title: 'Install Sprint' });
        await page.goto(`/challenge/${challenge.id}`);
        await expect(page.getByRole('button', { name: 'Met goal' })).toBeVisible();
        await offerToInstall(page);
        const invitation = page.getByRole('dialog', { name: 'Add HabitSprint to your home screen?' });
        await expect(invitation).toHaveCount(0);

        await page.getByRole('button', { name: 'Met goal' }).click();
        // one question at a time: the push prompt of the same moment first, then the invitation
        const pushPrompt = page.getByRole('dialog', { name: 'Get your reminders on this device?' });
        await expect(pushPrompt).toBeVisible();
        await expect(invitation).toHaveCount(0);
        await pushPrompt.getByRole('button', { name: 'Not now' }).click();
        await expect(invitation).toBeVisible();
        await expectNoSeriousA11yViolations(page, `install invitation at ${viewport.width} px`);
        await screenshotsLightAndDark(page, `install-invitation-${viewport.width}`);
        await invitation.getByRole('button', { name: 'Install' }).click();
        await expect(invitation).toHaveCount(0);
        expect(await page.evaluate(() => (window as { installPrompted?: boolean }).installPrompted)).toBe(
          true,
        );

        // answered once: not asked again on this device
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await offerToInstall(page);
        await expect(invitation).toHaveCount(0);
      },
    );
  });
}

/**
 * What Chromium does when the app can be installed: it fires `beforeinstallprompt` (headless Chromium never does).
 * The stand-in notes that the page asked for the browser's dialog.
 */
async function offerToInstall(page: Page) {
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as { installPrompted?: boolean }).installPrompted = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(event);
  });
}
