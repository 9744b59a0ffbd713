import { expect, type Page } from '@playwright/test';
import { field } from './controls';

export const SIGN_UP_HEADING = 'Create an account';
export const SIGN_IN_HEADING = 'Sign in to HabitSprint';
export const INVALID_CREDENTIALS = 'Invalid email or password. Please check your credentials and try again.';

interface SignUpFields {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** The fields of the open /auth form, by their labels. */
export function authFields(page: Page) {
  return {
    name: field(page, 'Name'),
    email: field(page, 'Email'),
    password: field(page, 'Password'),
    confirmPassword: field(page, 'Confirm Password'),
  };
}

export async function openSignUp(page: Page): Promise<void> {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: SIGN_UP_HEADING })).toBeVisible();
}

export async function openSignIn(page: Page): Promise<void> {
  await page.goto('/auth?mode=signin');
  await expect(page.getByRole('heading', { name: SIGN_IN_HEADING })).toBeVisible();
}

export async function submitSignUp(page: Page, fields: SignUpFields): Promise<void> {
  const form = authFields(page);
  await form.name.fill(fields.name);
  await form.email.fill(fields.email);
  await form.password.fill(fields.password);
  await form.confirmPassword.fill(fields.confirmPassword);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  const form = authFields(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The dashboard of a signed-in person: its path and the greeting with their first name. */
export async function expectDashboardFor(page: Page, firstName: string): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome back, ${firstName}!` })).toBeVisible();
}
