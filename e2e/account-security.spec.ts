import { type APIRequestContext, expect, request, test, type Page } from '@playwright/test';
import { expectDashboardFor, INVALID_CREDENTIALS, submitSignIn } from './support/auth-form';
import { expectNoSeriousA11yViolations } from './support/axe';
import { field, pathOf } from './support/controls';
import { latestEmailTo } from './support/outbox';
import { newPerson, givenSignedUp, type Person } from './support/people';
import { smallTouchTargets } from './support/touch-targets';

// product-rules.md#account-settings: the "Sign-in and security" section of /settings.

const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PHONE = 'Safari 17 on iOS 17';
const NEW_PASSWORD = 'Renewed#2027';

/** Signs the person in on a second device: the request context of a phone (a browser's or an API client's). */
async function signInOnPhone(phone: APIRequestContext, baseURL: string, person: Person): Promise<void> {
  const response = await phone.post(`${baseURL}/api/auth/sign-in/email`, {
    headers: { origin: baseURL, 'user-agent': PHONE_UA },
    data: { email: person.email, password: person.password },
  });
  expect(response.status()).toBe(200);
}

async function expectSignedOut(page: Page) {
  await page.goto('/dashboard');
  await expect.poll(() => pathOf(page)).toMatch(/^\/auth/);
}

const section = (page: Page) => page.getByRole('region', { name: 'Sign-in and security' });
const devices = (page: Page) => section(page).getByRole('list', { name: 'Signed-in devices' });

test.describe('Account settings: sign-in and security', () => {
  test('a new password (a wrong current one refused first) signs out the other device, not this one', async ({
    page,
    baseURL,
  }) => {
    const person = newPerson('password');
    await givenSignedUp(page.request, baseURL!, person);
    // the phone, whose screen the next journey looks at, is an API client here
    const phone = await request.newContext({ userAgent: PHONE_UA });
    await signInOnPhone(phone, baseURL!, person);

    await page.goto('/settings');
    await expect(devices(page).getByRole('listitem')).toHaveCount(2);
    await expect(devices(page).getByRole('listitem', { name: PHONE })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'settings, sign-in and security, at 1280 px');

    const form = page.getByRole('form', { name: 'Password' });
    await field(form, 'Current password').fill('Wrong#2026');
    await field(form, 'New password').fill(NEW_PASSWORD);
    await field(form, 'Confirm new password').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(form.getByText('Your current password is incorrect.')).toBeVisible();

    await field(form, 'Current password').fill(person.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed. Your other devices were signed out.')).toBeVisible();
    await expect(devices(page).getByRole('listitem')).toHaveCount(1);
    await expect(devices(page).getByText('This device')).toBeVisible();

    // this device is still signed in; the phone is not
    await page.goto('/dashboard');
    await expectDashboardFor(page, person.firstName);
    expect(await (await phone.get(`${baseURL}/api/auth/get-session`)).json()).toBeNull();
    await phone.dispose();
  });

  test.describe('on the phone', () => {
    test.use({ userAgent: PHONE_UA, viewport: { width: 390, height: 844 } });

    test('signed out by a new password set on the other device, the phone signs in with the new one only', async ({
      page,
      baseURL,
    }) => {
      const person = newPerson('password');
      // the other device, whose screen the journey above looks at, is an API client here
      const desktop = await request.newContext();
      await givenSignedUp(desktop, baseURL!, person);
      await signInOnPhone(page.request, baseURL!, person);
      await page.goto('/dashboard');
      await expectDashboardFor(page, person.firstName);

      const changed = await desktop.post(`${baseURL}/api/account/password`, {
        headers: { origin: baseURL! },
        data: { currentPassword: person.password, newPassword: NEW_PASSWORD },
      });
      expect(changed.status(), `change password: ${await changed.text()}`).toBe(200);

      await expectSignedOut(page);
      await page.goto('/auth?mode=signin');
      await submitSignIn(page, person.email, person.password);
      await expect(page.getByText(INVALID_CREDENTIALS, { exact: true })).toBeVisible();
      await submitSignIn(page, person.email, NEW_PASSWORD);
      await expectDashboardFor(page, person.firstName);
      await desktop.dispose();
    });
  });

  test('a new e-mail address through the link sent to it, which then signs in', async ({
    page,
    browser,
    baseURL,
  }) => {
    const person = newPerson('email');
    const newEmail = newPerson('email-new').email;
    await givenSignedUp(page.request, baseURL!, person);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/settings');

    const form = page.getByRole('form', { name: 'E-mail address' });
    await expect(form.getByText(person.email)).toBeVisible();
    await field(form, 'New e-mail address').fill(` ${newEmail.toUpperCase()} `);
    await form.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(form.getByText('Check your inbox')).toBeVisible();
    await expect(form.getByText(`We sent a link to ${newEmail}.`, { exact: false })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'settings, sign-in and security, at 390 px, dark');
    expect(await smallTouchTargets(page)).toEqual([]);

    const mail = await latestEmailTo(page.request, newEmail);
    expect(mail.subject).toBe('Confirm your new HabitSprint e-mail address');
    const link = mail.links.find((href) => new URL(href).pathname === '/api/account/email/confirm');
    expect(link, `a confirmation link in: ${mail.links.join(', ')}`).toBeTruthy();
    await page.goto(link!);
    await expect.poll(() => pathOf(page)).toBe('/settings?email-change=done');
    await expect(
      section(page).getByText('Your e-mail address has been changed.', { exact: false }),
    ).toBeVisible();
    await expect(form.getByText(newEmail, { exact: true })).toBeVisible();
    const notice = await latestEmailTo(page.request, person.email);
    expect(notice.subject).toBe('Your HabitSprint e-mail address was changed');

    const elsewhere = await browser.newContext();
    const signIn = await elsewhere.newPage();
    await signIn.goto('/auth?mode=signin');
    await submitSignIn(signIn, newEmail, person.password);
    await expectDashboardFor(signIn, person.firstName);
    await elsewhere.close();
  });

  test('another device signed out from the list', async ({ page, browser, baseURL }) => {
    const person = newPerson('devices');
    await givenSignedUp(page.request, baseURL!, person);
    const phoneContext = await browser.newContext({
      userAgent: PHONE_UA,
      viewport: { width: 390, height: 844 },
    });
    await signInOnPhone(phoneContext.request, baseURL!, person);
    const phone = await phoneContext.newPage();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/settings');
    const phoneRow = devices(page).getByRole('listitem', { name: PHONE });
    await expect(phoneRow).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'settings with two devices, at 390 px, dark');
    expect(await smallTouchTargets(page)).toEqual([]);
    await expect(devices(page).getByRole('listitem').first().getByText('This device')).toBeVisible();
    await phoneRow.getByRole('button', { name: `Sign out ${PHONE}` }).click();
    await expect(page.getByText(`Signed out ${PHONE}.`)).toBeVisible();
    await expect(phoneRow).toHaveCount(0);
    await expect(section(page).getByRole('button', { name: 'Sign out everywhere else' })).toHaveCount(0);

    await expectSignedOut(phone);
    await page.goto('/dashboard');
    await expectDashboardFor(page, person.firstName);
    await phoneContext.close();
  });
});
