import { expect, test, type Page } from '@playwright/test';
import { totpCodeOf } from '#server/testing/totp-code';
import { expectDashboardFor, openSignIn, submitSignIn } from './support/auth-form';
import { expectNoSeriousA11yViolations } from './support/axe';
import { field, pathOf } from './support/controls';
import { collectCspViolations } from './support/csp-violations';
import { givenSignedUp, newPerson } from './support/people';
import { screenshotsLightAndDark } from './support/screenshots';
import { signOutFromSettings } from './support/sign-out';
import { smallTouchTargets } from './support/touch-targets';

// product-rules.md#two-step-verification (decision 088): turned on in Settings with an authenticator app, then asked
// for at sign-in after the password. The test is the authenticator app: it reads the key the screen shows.

const WRONG_CODE_MESSAGE = 'That code is not right. Enter the 6-digit code your authenticator app shows now.';

const twoStep = (page: Page) =>
  page
    .getByRole('region', { name: 'Sign-in and security' })
    .getByRole('region', { name: 'Two-step verification' });

/** Signs out from Settings and waits until the app has left for the landing page (it navigates there itself). */
async function signOut(page: Page) {
  await signOutFromSettings(page);
  await expect.poll(() => pathOf(page)).toBe('/landing');
}

/** A code that is surely not the one the app shows now. */
const wrongCodeFor = async (secret: string) =>
  (await totpCodeOf(secret)) === '000000' ? '111111' : '000000';

test.describe('Two-step verification', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('turned on in Settings with a code from the app, it is asked for after the password; a backup code works instead, on a device then trusted; new codes and turning off need the password', async ({
    page,
    baseURL,
  }) => {
    // the QR code is drawn in the page: the Content-Security-Policy refuses nothing on the way
    const cspViolations = await collectCspViolations(page);
    const person = newPerson('two-step');
    await givenSignedUp(page.request, baseURL!, person);
    await page.goto('/settings');
    const section = twoStep(page);
    await expect(section.getByText('Off', { exact: true })).toBeVisible();

    // the password first; a wrong one is refused where it was typed
    await section.getByRole('button', { name: 'Turn on' }).click();
    const passwordForm = section.getByRole('form', { name: 'Turn on two-step verification' });
    await field(passwordForm, 'Your password').fill('Wrong#2026');
    await passwordForm.getByRole('button', { name: 'Continue' }).click();
    await expect(passwordForm.getByText('Your password is incorrect.')).toBeVisible();
    await field(passwordForm, 'Your password').fill(person.password);
    await passwordForm.getByRole('button', { name: 'Continue' }).click();

    // the QR code, and the key as text, which the "app" reads
    await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = await field(section, 'Can’t scan it? Enter this key in the app instead:').inputValue();
    expect(secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    await expectNoSeriousA11yViolations(page, 'two-step verification, QR step, at 390 px');
    await screenshotsLightAndDark(page, 'two-factor-qr-390', {
      element: section,
      inDark: () => expectNoSeriousA11yViolations(page, 'two-step verification, QR step, at 390 px, dark'),
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshotsLightAndDark(page, 'two-factor-qr-1280', { element: section });
    await page.setViewportSize({ width: 390, height: 844 });

    // only a right code turns it on
    const confirmForm = section.getByRole('form', { name: 'Confirm two-step verification' });
    const codeField = field(confirmForm, '2. Enter the 6-digit code the app shows');
    await codeField.fill(await wrongCodeFor(secret));
    await confirmForm.getByRole('button', { name: 'Turn on' }).click();
    await expect(confirmForm.getByText(WRONG_CODE_MESSAGE)).toBeVisible();
    const codeThatTurnedItOn = await totpCodeOf(secret);
    await codeField.fill(codeThatTurnedItOn);
    await confirmForm.getByRole('button', { name: 'Turn on' }).click();

    // the backup codes, once, with Copy and Download
    await expect(page.getByText('Two-step verification is on.')).toBeVisible();
    const codes = section.getByRole('group', { name: 'Save your backup codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const backupCode = (await codes.first().textContent())!.trim();
    expect(backupCode).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^habitsprint-backup-codes-\d{4}-\d{2}-\d{2}\.txt$/);
    expect(await smallTouchTargets(page)).toEqual([]);
    await screenshotsLightAndDark(page, 'two-factor-backup-codes-390', { element: section });
    await section.getByRole('button', { name: 'Done' }).click();
    await expect(section.getByText('On', { exact: true })).toBeVisible();
    await expect(codes).toHaveCount(0);
    await expect(section.getByRole('button', { name: 'Turn off' })).toBeVisible();

    // signing in asks for the code after the password; a wrong code is refused
    await signOut(page);
    await openSignIn(page);
    await submitSignIn(page, person.email, person.password);
    const codeStep = page.getByRole('form', { name: 'Two-step verification' });
    const appCode = field(codeStep, 'Authentication code');
    await expect(appCode).toBeVisible();
    await expect(appCode).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(appCode).toHaveAttribute('inputmode', 'numeric');
    await expectNoSeriousA11yViolations(page, 'sign-in, code step, at 390 px');
    expect(await smallTouchTargets(page)).toEqual([]);
    await screenshotsLightAndDark(page, 'two-factor-code-step-390', {
      inDark: () => expectNoSeriousA11yViolations(page, 'sign-in, code step, at 390 px, dark'),
    });
    await appCode.fill(await wrongCodeFor(secret));
    await codeStep.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText(WRONG_CODE_MESSAGE)).toBeVisible();
    // a code is taken once (RFC 6238 §5.2): the one that turned it on, seconds ago, asks for the app's next one
    await appCode.fill(codeThatTurnedItOn);
    await codeStep.getByRole('button', { name: 'Verify' }).click();
    await expect(
      page.getByText('This code was used already. Enter the next code your authenticator app shows.'),
    ).toBeVisible();
    await appCode.fill(await totpCodeOf(secret, 1));
    await codeStep.getByRole('button', { name: 'Verify' }).click();
    await expectDashboardFor(page, person.firstName);

    // a backup code instead of the app
    await signOut(page);
    await openSignIn(page);
    await submitSignIn(page, person.email, person.password);
    await codeStep.getByRole('button', { name: 'Use a backup code instead' }).click();
    await field(codeStep, 'Backup code').fill(backupCode);
    // and this device trusted: the next sign-in here asks for the password only
    const trust = codeStep.getByRole('checkbox', { name: /^Trust this device for 30 days/ });
    await trust.click();
    await expect(trust).toHaveAttribute('aria-checked', 'true');
    await codeStep.getByRole('button', { name: 'Verify' }).click();
    await expectDashboardFor(page, person.firstName);
    await signOut(page);
    await openSignIn(page);
    await submitSignIn(page, person.email, person.password);
    await expectDashboardFor(page, person.firstName);

    // new backup codes, then turning it off: each for the password
    await page.goto('/settings');
    await section.getByRole('button', { name: 'New backup codes' }).click();
    const newCodesForm = section.getByRole('form', { name: 'Get new backup codes' });
    await field(newCodesForm, 'Your password').fill(person.password);
    await newCodesForm.getByRole('button', { name: 'Get new backup codes' }).click();
    await expect(codes).toHaveCount(10);
    await expect(codes.filter({ hasText: backupCode })).toHaveCount(0);
    await section.getByRole('button', { name: 'Done' }).click();
    await section.getByRole('button', { name: 'Turn off' }).click();
    const turnOffForm = section.getByRole('form', { name: 'Turn off two-step verification' });
    await field(turnOffForm, 'Your password').fill(person.password);
    await turnOffForm.getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByText('Two-step verification is off.')).toBeVisible();
    await expect(section.getByText('Off', { exact: true })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Turn on' })).toBeVisible();
    expect(cspViolations).toEqual([]);
  });
});
