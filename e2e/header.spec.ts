import { expect, test } from '@playwright/test';
import { expectDashboardFor } from './support/auth-form';
import { pathOf } from './support/controls';
import { newPerson, givenSignedUp } from './support/people';

const NAVIGATION = [
  { name: 'Dashboard', path: '/dashboard' },
  { name: 'Challenges', path: '/challenges' },
  { name: 'Groups', path: '/groups' },
  { name: 'Feedback Forum', path: '/feedback-forum' },
  { name: 'Profile', path: '/profile' },
];

test.describe('Signed-in header', () => {
  test('its links lead to every section; the avatar opens the profile; the bell is there', async ({
    page,
    baseURL,
  }) => {
    const person = newPerson('header');
    await givenSignedUp(page.request, baseURL!, person);
    await page.goto('/dashboard');
    await expectDashboardFor(page, person.firstName);

    await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    const navigation = page.getByRole('navigation');
    for (const { name, path } of [...NAVIGATION.slice(1), NAVIGATION[0]!]) {
      await navigation.getByRole('link', { name, exact: true }).click();
      await expect.poll(() => pathOf(page)).toBe(path);
    }
    // the avatar with the initials (a link or a button named 'Profile'), next to the navigation's own 'Profile'
    await page.getByRole('banner').locator('[aria-label="Profile"]').click();
    await expect.poll(() => pathOf(page)).toBe('/profile');
    // the product title goes home
    await page.getByRole('banner').getByRole('link', { name: 'HabitSprint' }).click();
    await expect.poll(() => pathOf(page)).toBe('/dashboard');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the navigation is the tab bar at the bottom; the header keeps the bell and the avatar', async ({
      page,
      baseURL,
    }) => {
      const person = newPerson('header-phone');
      await givenSignedUp(page.request, baseURL!, person);
      await page.goto('/dashboard');
      await expectDashboardFor(page, person.firstName);

      const navigation = page.getByRole('navigation', { name: 'Main navigation' });
      for (const { name } of NAVIGATION) {
        await expect(navigation.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await expect(page.getByRole('banner').getByRole('button', { name: 'Notifications' })).toBeVisible();
      await expect(page.getByRole('banner').locator('[aria-label="Profile"]')).toBeVisible();
      await navigation.getByRole('link', { name: 'Groups', exact: true }).click();
      await expect.poll(() => pathOf(page)).toBe('/groups');
    });
  });
});
