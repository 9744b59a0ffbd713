import { expect, test } from '@playwright/test';
import { expectDashboardFor } from './support/auth-form';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DESKTOP, PHONE } from './support/pages';
import { newPerson, givenSignedUp } from './support/people';

// Every signed-in screen is guarded (product-rules.md#access-guard)
// (#access-guard: all other features need a signed-in user).
const guardedPaths = [
  '/dashboard',
  '/challenges',
  '/challenges/create',
  '/create',
  '/challenge/00000000-0000-0000-0000-000000000000',
  '/profile',
  '/leaderboards/anything',
  '/feedback-forum',
  '/search-users',
];

test.describe('Access guard', () => {
  // one visitor typing each address in turn: every one is a new document, as a typed address is (decision 077)
  test('a visitor who is not signed in is sent from every signed-in screen to /auth', async ({ page }) => {
    for (const path of guardedPaths) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL((url) => url.pathname === '/auth');
      await expect(
        page.getByRole('heading', { name: /Create an account|Sign in to HabitSprint/ }),
        `from ${path}`,
      ).toBeVisible();
    }
  });

  for (const viewport of [PHONE, DESKTOP]) {
    for (const path of ['/groups', '/dashboard']) {
      test(`a visitor opening ${path} never glimpses the signed-in header or tab bar, at ${viewport.width} px`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        // from the first paint on, note whether the signed-in shell is ever drawn
        await page.addInitScript(() => {
          const note = () => {
            if (document.querySelector('.mantine-AppShell-header'))
              Object.assign(window, { sawSignedInShell: true });
          };
          new MutationObserver(note).observe(document, { childList: true, subtree: true });
        });
        // the session lookup answers only once the loading screen has been seen
        let answer = () => {};
        const answered = new Promise<void>((resolve) => (answer = resolve));
        await page.route('**/api/auth/get-session', async (route) => {
          await answered;
          await route.continue();
        });
        await page.goto(path);
        await expect(page.getByTestId('content-skeleton')).toBeVisible();
        await expect(page.getByRole('banner')).toHaveCount(0);
        await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
        await expectNoSeriousA11yViolations(page, `${path} loading for a visitor at ${viewport.width} px`);
        answer();

        if (path === '/groups')
          await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
        else await expect(page).toHaveURL((url) => url.pathname === '/auth');
        expect(await page.evaluate(() => 'sawSignedInShell' in window)).toBe(false);
      });
    }
  }

  test('a signed-in person stays on the screen they asked for', async ({ page, baseURL }) => {
    const person = newPerson('guard');
    await givenSignedUp(page.request, baseURL!, person);
    await page.goto('/dashboard');
    await expectDashboardFor(page, person.firstName);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile$/);
  });
});
