import { expect, test } from '@playwright/test';
import { expectDashboardFor, openSignUp, submitSignUp } from './support/auth-form';
import { newPerson } from './support/people';
import { PHONE } from './support/pages';
import { screenshotsLightAndDark } from './support/screenshots';

// Issue 26 (decision 079): the person's language, from the browser at sign-up, changed in Settings without a reload,
// kept on the profile.
test.use({ locale: 'de-DE', viewport: PHONE });

test('a German browser signs up into German screens; Settings → Language switches to Spanish at once, and it stays', async ({
  page,
}) => {
  const person = newPerson('language');
  await openSignUp(page);
  await submitSignUp(page, { ...person, confirmPassword: person.password });
  await expectDashboardFor(page, person.firstName);
  const tabs = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(tabs.getByRole('link', { name: 'Übersicht' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await (await page.request.get('/api/me')).json()).toMatchObject({ locale: 'de' });

  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('es');
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Panel' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect.poll(async () => (await (await page.request.get('/api/me')).json()).locale).toBe('es');
  await page.getByRole('heading', { name: 'Idioma', level: 2 }).scrollIntoViewIfNeeded();
  await screenshotsLightAndDark(page, 'settings-language-es-390');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
});
