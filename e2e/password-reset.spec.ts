import { expect, test } from '@playwright/test';
import {
  authFields,
  expectDashboardFor,
  INVALID_CREDENTIALS,
  openSignIn,
  SIGN_IN_HEADING,
  submitSignIn,
} from './support/auth-form';
import { control, field, pathOf } from './support/controls';
import { latestEmailTo } from './support/outbox';
import { newPerson, givenSignedUp } from './support/people';

const NEW_PASSWORD = 'Renewed#2027';

test.describe('Password reset', () => {
  test('a reset e-mail from the outbox leads to a new password that signs in', async ({
    page,
    request,
    baseURL,
  }) => {
    const person = newPerson('reset');
    await givenSignedUp(request, baseURL!, person);

    await openSignIn(page);
    await control(page, 'Forgot password?').click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await expect(dialog).toBeVisible();
    await field(dialog, 'Email').fill(person.email);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(
      page.getByText('Password reset email sent! Check your inbox and spam folder.'),
    ).toBeVisible();

    const email = await latestEmailTo(request, person.email);
    const resetLink = email.links.find(
      (link) => new URL(link).pathname === '/auth' && new URL(link).searchParams.has('code'),
    );
    expect(resetLink, `a /auth?code=… link in "${email.subject}": ${email.links.join(', ')}`).toBeTruthy();

    await page.goto(resetLink!);
    await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
    // the code is kept and the address bar no longer shows it (product-rules.md#auth-messages)
    await expect.poll(() => pathOf(page)).toBe('/auth?mode=signin&reset=true');

    await field(page, 'New Password').fill(NEW_PASSWORD);
    await field(page, 'Confirm New Password').fill('Renewed#2028');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText("Passwords don't match", { exact: true })).toBeVisible();

    await field(page, 'Confirm New Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(
      page.getByText('Password updated successfully! You can now sign in with your new password.', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: SIGN_IN_HEADING })).toBeVisible();

    await submitSignIn(page, person.email, person.password);
    await expect(page.getByText(INVALID_CREDENTIALS, { exact: true })).toBeVisible();

    await authFields(page).password.fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectDashboardFor(page, person.firstName);
  });

  test('a reset link with a code that is not valid is refused', async ({ page }) => {
    await page.goto('/auth?code=not-a-real-code');
    await expect(page.getByRole('heading', { name: 'Reset Your Password' })).toBeVisible();
    await field(page, 'New Password').fill(NEW_PASSWORD);
    await field(page, 'Confirm New Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(
      page.getByText('Password reset link is invalid or expired. Please request a new one.', { exact: true }),
    ).toBeVisible();
  });
});
