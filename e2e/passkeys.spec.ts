import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { appOrigin, givenPerson, newApiClient } from './support/challenges';
import { expectDashboardFor, openSignIn } from './support/auth-form';
import { pathOf } from './support/controls';
import { givenAdmin, givenConfirmedAddress } from './support/forum';
import { screenshotsLightAndDark } from './support/screenshots';
import { signOutFromSettings } from './support/sign-out';
import { smallTouchTargets } from './support/touch-targets';

// product-rules.md#passkeys (decision 089): a passkey added in Settings signs the person in without an e-mail address
// or password. Chromium's virtual authenticator (DevTools protocol) stands in for the phone's fingerprint reader.

const SUSPENDED =
  'This account has been suspended by the site administrators. Contact them if you think this is a mistake.';
const UNKNOWN_PASSKEY =
  'This passkey is not saved in any account here. Sign in with your e-mail and password, then add a passkey in Settings.';
const NO_PASSKEY_USED = 'No passkey was used. You can try again, or sign in with your e-mail and password.';
const PASSKEYS_ADMIN_EMAIL = 'passkeys-admin@example.com';

/** A platform authenticator that holds discoverable passkeys and verifies the person at once (no prompt to answer). */
async function givenVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

const passkeysSection = (page: Page) => page.getByRole('region', { name: 'Passkeys', exact: true });
const passkeyList = (page: Page) => page.getByRole('list', { name: 'Passkeys' });
const passkeyButton = (page: Page) => page.getByRole('button', { name: 'Sign in with a passkey' });

/** Signs out from Settings and waits until the app has left for the landing page. */
async function signOut(page: Page) {
  await signOutFromSettings(page);
  await expect.poll(() => pathOf(page)).toBe('/landing');
}

async function addPasskeyInSettings(page: Page) {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeyList(page).getByRole('listitem')).toHaveCount(1);
}

test.describe('on the phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('adds a passkey in Settings, signs in with it without an e-mail address, renames and removes it', async ({
    page,
  }) => {
    const person = await givenPerson(page, 'passkey');
    await givenVirtualAuthenticator(page);
    await page.goto('/settings');
    await expect(page.getByRole('button', { name: 'Add a passkey' })).toBeVisible();
    await expect(passkeyList(page)).toHaveCount(0);
    await addPasskeyInSettings(page);
    const added = passkeyList(page).getByRole('listitem');
    await expect(added).toContainText(/ on Linux/);
    await expect(added).toContainText('Not used yet');

    await added.getByRole('button', { name: /^Rename/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Rename passkey' });
    await dialog.getByLabel('Name').fill('My phone');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(passkeyList(page).getByRole('listitem', { name: 'My phone' })).toBeVisible();

    await signOut(page);
    await openSignIn(page);
    await passkeyButton(page).click();
    await expectDashboardFor(page, person.firstName);

    await page.goto('/settings');
    const used = passkeyList(page).getByRole('listitem', { name: 'My phone' });
    await expect(used).toContainText('Last used');
    await used.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page, 'settings, passkeys, at 390 px');
    expect(await smallTouchTargets(page)).toEqual([]);
    await screenshotsLightAndDark(page, 'passkeys-settings-390', { element: passkeysSection(page) });

    await used.getByRole('button', { name: 'Remove passkey My phone' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this passkey?' });
    await confirm.getByRole('button', { name: 'Remove passkey' }).click();
    await expect(passkeyList(page)).toHaveCount(0);
    await expect(page.getByText('Passkey removed: My phone.')).toBeVisible();

    // the device still holds it, but it signs nobody in any more: the screen says what to do instead
    await signOut(page);
    await openSignIn(page);
    await passkeyButton(page).click();
    await expect(page.getByText(UNKNOWN_PASSKEY)).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
    await expectNoSeriousA11yViolations(page, 'the sign-in screen with a passkey refused at 390 px');
    await screenshotsLightAndDark(page, 'passkeys-sign-in-390', { fullPage: true });
  });
});

test('a suspended person’s passkey is refused with the suspension message; a device without one is told so', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await givenVirtualAuthenticator(page);
  // nobody's passkey on this device yet: the browser finds none, and the screen says so plainly
  await openSignIn(page);
  await expectNoSeriousA11yViolations(page, 'the sign-in screen with its passkey button at 1280 px');
  await screenshotsLightAndDark(page, 'passkeys-sign-in-1280', { fullPage: true });
  await passkeyButton(page).click();
  await expect(page.getByText(NO_PASSKEY_USED)).toBeVisible();

  await givenPerson(page, 'passkey-suspended');
  await addPasskeyInSettings(page);
  await screenshotsLightAndDark(page, 'passkeys-settings-1280', { element: passkeysSection(page) });
  const session = await (await page.request.get(`${appOrigin()}/api/auth/get-session`)).json();
  await signOut(page);

  const admin = await newApiClient();
  await givenAdmin(admin, PASSKEYS_ADMIN_EMAIL);
  await givenConfirmedAddress(admin, PASSKEYS_ADMIN_EMAIL);
  const suspended = await admin.request.post(`${appOrigin()}/api/moderation/suspensions/${session.user.id}`, {
    headers: { origin: appOrigin() },
    data: { note: 'Spam in every group.' },
  });
  expect(suspended.status(), await suspended.text()).toBeLessThan(300);

  await openSignIn(page);
  await passkeyButton(page).click();
  await expect(page.getByText(SUSPENDED, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
  await admin.request.dispose();
});
