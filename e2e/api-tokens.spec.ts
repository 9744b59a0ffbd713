import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { givenPerson } from './support/challenges';
import { MIN_TOUCH_TARGET } from './support/touch-targets';
import { expectToastAndClose } from './support/toasts';

// Account Settings → Apps and API (product-rules.md#open-api): a token is created with a name and a scope, its
// secret shown once to copy, listed without it, and revoked. The token really works, then really stops working.

const section = (page: Page) => page.getByRole('region', { name: 'Apps and API' });

const askAsScript = (page: Page, secret: string) =>
  // a script's request: the bearer alone (Playwright's request context keeps the cookie, which the bearer overrides)
  page.request.get('/api/me', { headers: { authorization: `Bearer ${secret}` } });

for (const width of [390, 1280]) {
  test(`create a token on /settings, see it once, revoke it (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const person = await givenPerson(page, 'tokens');
    await page.goto('/settings');
    await expect(section(page).getByRole('heading', { name: 'Apps and API' })).toBeVisible();
    await expect(section(page).getByText('You have no access tokens.')).toBeVisible();
    await expect(section(page).getByRole('link', { name: 'API reference' })).toHaveAttribute(
      'href',
      '/api/docs',
    );

    await section(page).getByLabel('Token name').fill('Phone shortcut');
    await section(page).getByText('Read and check in').click();
    await section(page).getByRole('button', { name: 'Create token' }).click();

    const secretBox = section(page).getByTestId('new-token-secret');
    await expect(secretBox).toHaveText(/^hs_[A-Za-z0-9_-]{43}$/);
    await expect(section(page).getByText('it will not be shown again')).toBeVisible();
    await expect(section(page).getByRole('button', { name: 'Copy token' })).toBeVisible();
    const secret = (await secretBox.textContent())!;
    const list = section(page).getByRole('list', { name: 'Your access tokens' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('Phone shortcut');
    await expect(list).toContainText('Read and check in');
    await expect(list).toContainText('never used');
    await expectNoSeriousA11yViolations(page, '/settings (new token)');

    const me = await askAsScript(page, secret);
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ email: person.email });

    // dismissed, the secret is gone for good: not after a reload either; the list now shows the use
    await section(page).getByRole('button', { name: 'I have copied it' }).click();
    await expect(secretBox).toHaveCount(0);
    await page.reload();
    await expect(list).toContainText('last used');
    await expect(page.getByText(secret)).toHaveCount(0);

    const revoke = list.getByRole('button', { name: 'Revoke Phone shortcut' });
    expect((await revoke.boundingBox())!.height).toBeGreaterThanOrEqual(MIN_TOUCH_TARGET);
    await revoke.click();
    await expectToastAndClose(page, 'Token “Phone shortcut” revoked.');
    await expect(section(page).getByText('You have no access tokens.')).toBeVisible();
    expect((await askAsScript(page, secret)).status()).toBe(401);
  });
}

test('the API reference opens offline-ready from the server, with no script, readable on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { level: 1, name: 'HabitSprint API reference' })).toBeVisible();
  await expect(page.locator('script')).toHaveCount(0);
  // long paths wrap: nothing scrolls sideways but a schema's own box
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page, 'API reference at 390 px');
});
