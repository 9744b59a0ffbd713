import { expect, test } from '@playwright/test';
import {
  authFields,
  expectDashboardFor,
  openSignUp,
  SIGN_IN_HEADING,
  submitSignUp,
} from './support/auth-form';
import { newPerson, PASSWORD, givenSignedUp } from './support/people';

// Each case breaks exactly one rule of product-rules.md#password-rules, so exactly that rule's message must appear.
const valid = {
  name: 'Avery Sprinter',
  email: 'avery@example.com',
  password: PASSWORD,
  confirmPassword: PASSWORD,
};
const invalidCases: { fields: typeof valid; field: keyof typeof valid; message: string }[] = [
  { fields: { ...valid, name: 'A' }, field: 'name', message: 'Name must be at least 2 characters.' },
  {
    fields: { ...valid, email: 'not-an-email' },
    field: 'email',
    message: 'Please enter a valid email address.',
  },
  {
    fields: { ...valid, password: 'Sp#1a', confirmPassword: 'Sp#1a' },
    field: 'password',
    message: 'Password must be at least 8 characters long',
  },
  {
    fields: { ...valid, password: 'SPRINT#2026', confirmPassword: 'SPRINT#2026' },
    field: 'password',
    message: 'Password must contain at least one lowercase letter',
  },
  {
    fields: { ...valid, password: 'sprint#2026', confirmPassword: 'sprint#2026' },
    field: 'password',
    message: 'Password must contain at least one uppercase letter',
  },
  {
    fields: { ...valid, password: 'Sprint#Sprint', confirmPassword: 'Sprint#Sprint' },
    field: 'password',
    message: 'Password must contain at least one number',
  },
  {
    fields: { ...valid, password: 'Sprint2026', confirmPassword: 'Sprint2026' },
    field: 'password',
    message: 'Password must contain at least one special character',
  },
  {
    fields: { ...valid, confirmPassword: '' },
    field: 'confirmPassword',
    message: 'Please confirm your password.',
  },
  {
    fields: { ...valid, confirmPassword: 'Sprint#2027' },
    field: 'confirmPassword',
    message: "Passwords don't match",
  },
];

const asPattern = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
const ANY_MESSAGE = new RegExp(invalidCases.map(({ message }) => asPattern(message).source).join('|'));

test.describe('Sign-up', () => {
  test('the form is the default of /auth', async ({ page }) => {
    await openSignUp(page);
    const form = authFields(page);
    for (const field of [form.name, form.email, form.password, form.confirmPassword])
      await expect(field).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  });

  // One person, one mistake at a time, as someone correcting the form would: the first on a fresh form, each next one
  // after the last was put right, so a message that outlives its fix fails too (decision 077).
  test('refuses each broken rule with its own message, on its field only, and sends nothing', async ({
    page,
  }) => {
    let signUpCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/sign-up')) signUpCalls += 1;
    });
    await openSignUp(page);
    const form = authFields(page);
    for (const { fields, field, message } of invalidCases) {
      await submitSignUp(page, fields);
      await expect(page.getByText(message, { exact: true }), message).toBeVisible();
      // the message describes the broken field (what a screen reader announces), and no other field has one
      for (const key of Object.keys(form) as (keyof typeof form)[]) {
        if (key === field) await expect(form[key], message).toHaveAccessibleDescription(asPattern(message));
        else
          await expect(form[key], `${key} while "${message}"`).not.toHaveAccessibleDescription(ANY_MESSAGE);
      }
    }
    await expect(page).toHaveURL(/\/auth/);
    expect(signUpCalls, 'an invalid form is not sent').toBe(0);
  });

  test('an empty form shows the name, e-mail, password and confirmation messages at once', async ({
    page,
  }) => {
    await openSignUp(page);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Name must be at least 2 characters.', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter a valid email address.', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Password must be at least 8 characters long', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Please confirm your password.', { exact: true })).toBeVisible();
  });

  test("a new account lands on the dashboard greeting 'Welcome back, {first name}!'", async ({ page }) => {
    const person = newPerson('sign-up');
    await openSignUp(page);
    // the e-mail is trimmed and lower-cased before sign-up (product-rules.md#password-rules)
    await submitSignUp(page, {
      name: person.name,
      email: `  ${person.email.toUpperCase()} `,
      password: person.password,
      confirmPassword: person.password,
    });
    await expect(page.getByText('Account created successfully! Welcome to HabitSprint')).toBeVisible();
    await expectDashboardFor(page, person.firstName);
  });

  test('an e-mail that already has an account is refused and the sign-in form opens with it', async ({
    page,
    request,
    baseURL,
  }) => {
    const person = newPerson('taken');
    await givenSignedUp(request, baseURL!, person);
    await openSignUp(page);
    await submitSignUp(page, {
      name: 'Someone Else',
      email: person.email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    await expect(
      page.getByText('An account with this email already exists. Please try signing in instead.', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: SIGN_IN_HEADING })).toBeVisible();
    await expect(authFields(page).email).toHaveValue(person.email);
  });
});
