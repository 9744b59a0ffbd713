import { expect, test } from '@playwright/test';
import { field } from './support/controls';
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
  // the sign-up page already speaks the browser's language
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Konto erstellen' })).toBeVisible();
  await field(page, 'Name').fill(person.name);
  await field(page, 'E-Mail').fill(person.email);
  await field(page, 'Passwort').fill(person.password);
  await field(page, 'Passwort bestätigen').fill(person.password);
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Willkommen zurück, ${person.firstName}!` })).toBeVisible();
  // the ready-made templates are ours, in the reader's language
  await expect(page.getByText('14-Tage-Zucker-Detox')).toBeVisible();
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
  // what the server wrote in German is asked for again in Spanish, still without a reload
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Panel' })
    .click();
  await expect(page.getByText('Detox de azúcar de 14 días')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await page.goto('/settings');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
});

test('a German visitor reads the landing page, and the sign-up form’s refusals, in German', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Gesunde Gewohnheiten gemeinsam aufbauen, Sprint für Sprint',
    }),
  ).toBeVisible();

  // the form refuses with the server's own schema, in the shown language
  await page.goto('/auth');
  await field(page, 'Name').fill('A');
  await field(page, 'E-Mail').fill(newPerson('language').email);
  await field(page, 'Passwort').fill('Sprint#2026');
  await field(page, 'Passwort bestätigen').fill('Sprint#2027');
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(page.getByText('Der Name muss mindestens 2 Zeichen lang sein.')).toBeVisible();
  await expect(page.getByText('Die Passwörter stimmen nicht überein')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});
