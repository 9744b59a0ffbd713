import { expect, test } from '@playwright/test';
import { expectDashboardFor, openSignIn } from './support/auth-form';
import { expectNoSeriousA11yViolations } from './support/axe';
import { appOrigin } from './support/challenges';
import { clippedTexts } from './support/clipped-text';
import { inEachLook, looks } from './support/looks';
import { newPerson } from './support/people';
import { screenshot } from './support/screenshots';
import { E2E_OIDC_NAME } from './support/single-sign-on';
import { signOutFromSettings } from './support/sign-out';
import { smallTouchTargets } from './support/touch-targets';

// Single sign-on (decision 090, product-rules.md#single-sign-on) with the real OpenID Connect provider the suite's
// global set-up starts on loopback: its own login and consent pages, then back to HabitSprint signed in.

const continueWithProvider = `Continue with ${E2E_OIDC_NAME}`;

test.describe('Single sign-on', () => {
  test('Sign-in with OIDC in real Chromium: a new person continues with the provider and lands on the dashboard', async ({
    page,
  }) => {
    const person = newPerson('sso');
    await openSignIn(page);
    const button = page.getByRole('button', { name: continueWithProvider });
    await expect(button).toBeVisible();
    await inEachLook(page, looks(undefined, ['light', 'dark']), async (where, look) => {
      await screenshot(page, `oidc-sign-in-${look.viewport.width}-${look.colorScheme}`, { fullPage: true });
      await expectNoSeriousA11yViolations(page, `the sign-in screen with single sign-on, ${where}`);
      expect(await clippedTexts(page), where).toEqual([]);
      // touch screens are phones: at 390 px every control is at least 44 px
      if (look.viewport.width < 600) expect(await smallTouchTargets(page), where).toEqual([]);
    });

    await button.click();
    // the provider's own pages, on another origin
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/interaction\//);
    await page.locator('input[name="login"]').fill(person.email);
    await page.locator('input[name="password"]').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();

    await expectDashboardFor(page, 'Sunny');
    const me = await page.request.get('/api/me');
    expect(await me.json()).toMatchObject({ name: 'Sunny Signon', timezone: 'Europe/Berlin' });

    // Settings says which provider the account is joined to
    await page.goto('/settings');
    await expect(
      page
        .getByRole('region', { name: 'Single sign-on' })
        .getByText(`You can sign in with ${E2E_OIDC_NAME}.`, {
          exact: false,
        }),
    ).toBeVisible();

    // back another day from another timezone: the provider remembers the person, the server learns the new zone
    const moved = await page.request.put('/api/me/timezone', {
      headers: { origin: appOrigin() },
      data: { timezone: 'Asia/Tokyo' },
    });
    expect(moved.status()).toBe(200);
    await signOutFromSettings(page);
    await expect(page).toHaveURL(/\/landing$/);
    await openSignIn(page);
    await page.getByRole('button', { name: continueWithProvider }).click();
    await expectDashboardFor(page, 'Sunny');
    expect(await (await page.request.get('/api/me')).json()).toMatchObject({ timezone: 'Europe/Berlin' });
  });

  test('a refusal coming back from the provider is told on the sign-in screen', async ({ page }) => {
    await page.goto('/auth?mode=signin&error=account_not_linked&error_description=account%20not%20linked');
    await expect(page.getByRole('alert')).toContainText(
      `An account with this e-mail address already exists. ${E2E_OIDC_NAME} can sign you in to it only once`,
    );
    // told once: the code leaves the address
    await expect(page).toHaveURL(/\/auth\?mode=signin$/);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'oidc-sign-in-refused-390-light', { fullPage: true });
  });
});
