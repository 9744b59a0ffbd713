import { expect, test } from '@playwright/test';
import { SIGN_IN_HEADING, SIGN_UP_HEADING } from './support/auth-form';
import { control, field, pathOf } from './support/controls';

test.describe('Landing page', () => {
  for (const path of ['/', '/landing']) {
    test(`${path} shows the marketing page with one h1, How It Works, the closing call and a footer`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Start Your Challenge Today' })).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
    });
  }

  test("'Sign Up Now' opens the sign-up form", async ({ page }) => {
    await page.goto('/');
    await control(page, 'Sign Up Now').click();
    await expect.poll(() => pathOf(page)).toBe('/auth');
    await expect(page.getByRole('heading', { name: SIGN_UP_HEADING })).toBeVisible();
  });

  test("'Log In' opens the sign-in form", async ({ page }) => {
    await page.goto('/');
    await control(page, 'Log In').click();
    await expect.poll(() => pathOf(page)).toBe('/auth?mode=signin');
    await expect(page.getByRole('heading', { name: SIGN_IN_HEADING })).toBeVisible();
  });

  test("the closing call to action 'Start Your Challenge Today' leads to /auth", async ({ page }) => {
    await page.goto('/landing');
    // the call's button is the first link or button after its heading, however the section is wrapped
    const heading = page.getByRole('heading', { name: 'Start Your Challenge Today' });
    await heading.locator('xpath=following::*[self::a or self::button][1]').click();
    await expect.poll(() => pathOf(page)).toBe('/auth');
    await expect(page.getByRole('heading', { name: SIGN_UP_HEADING })).toBeVisible();
  });

  test("'Join Waitlist' opens the waitlist dialog and thanks the visitor", async ({ page }) => {
    await page.goto('/');
    await control(page, 'Join Waitlist').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await field(dialog, 'Name').fill('Avery Sprinter');
    await field(dialog, 'Email').fill(`waitlist-${Date.now()}@example.com`);
    await field(dialog, 'What excites you? (optional)').fill('Sprinting with my friends.');
    await dialog.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(page.getByText('Thank you!', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});
