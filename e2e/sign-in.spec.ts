import { expect, test } from '@playwright/test';
import {
  authFields,
  expectDashboardFor,
  INVALID_CREDENTIALS,
  openSignIn,
  submitSignIn,
} from './support/auth-form';
import { control, pathOf } from './support/controls';
import { newPerson, givenSignedUp } from './support/people';

test.describe('Sign-in', () => {
  test('shows its form at /auth?mode=signin', async ({ page }) => {
    await openSignIn(page);
    await expect(authFields(page).email).toBeVisible();
    await expect(authFields(page).password).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  });

  test('an empty password is refused before anything is sent', async ({ page }) => {
    await openSignIn(page);
    await submitSignIn(page, 'someone@example.com', '');
    await expect(page.getByText('Please enter your password.', { exact: true })).toBeVisible();
  });

  test('a malformed e-mail is refused', async ({ page }) => {
    await openSignIn(page);
    await submitSignIn(page, 'not-an-email', 'Sprint#2026');
    await expect(page.getByText('Please enter a valid email address.', { exact: true })).toBeVisible();
  });

  test('a wrong password is refused', async ({ page, request, baseURL }) => {
    const person = newPerson('wrong-password');
    await givenSignedUp(request, baseURL!, person);
    await openSignIn(page);
    await submitSignIn(page, person.email, 'Wrong#Pass1');
    await expect(page.getByText(INVALID_CREDENTIALS, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });

  test('an unknown e-mail is refused with the same message', async ({ page }) => {
    await openSignIn(page);
    await submitSignIn(page, newPerson('unknown').email, 'Sprint#2026');
    await expect(page.getByText(INVALID_CREDENTIALS, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });

  test('the right credentials open the dashboard; the e-mail is trimmed and lower-cased', async ({
    page,
    request,
    baseURL,
  }) => {
    const person = newPerson('sign-in');
    await givenSignedUp(request, baseURL!, person);
    await openSignIn(page);
    await submitSignIn(page, ` ${person.email.toUpperCase()}  `, person.password);
    await expect(page.getByText('Signed in successfully! Welcome back to HabitSprint')).toBeVisible();
    await expectDashboardFor(page, person.firstName);
  });

  test("'Back to Home' goes to /landing", async ({ page }) => {
    await openSignIn(page);
    await control(page, 'Back to Home').click();
    await expect.poll(() => pathOf(page)).toBe('/landing');
  });
});
