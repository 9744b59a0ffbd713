import { expect, test } from '@playwright/test';
import { expectDashboardFor } from './support/auth-form';
import { newPerson, signUpViaApi } from './support/people';

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
  for (const path of guardedPaths) {
    test(`a visitor who is not signed in is sent from ${path} to /auth`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/auth');
      await expect(
        page.getByRole('heading', { name: /Create an account|Sign in to HabitSprint/ }),
      ).toBeVisible();
    });
  }

  test('a signed-in person stays on the screen they asked for', async ({ page, baseURL }) => {
    const person = newPerson('guard');
    await signUpViaApi(page.request, baseURL!, person);
    await page.goto('/dashboard');
    await expectDashboardFor(page, person.firstName);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile$/);
  });
});
