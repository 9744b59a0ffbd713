import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { reminderUnsubscribeToken } from '#server/features/reminder-emails/unsubscribe-token';
import { expectNoSeriousA11yViolations } from './support/axe';
import { givenPerson } from './support/challenges';
import { expectToastAndClose } from './support/toasts';
import { SHOTS_DIR, screenshot } from './support/screenshots';

// Issue 12, item 3: the evening reminder by e-mail, turned on in the profile part of Settings on a phone, and turned off
// again from the e-mail's unsubscribe link without signing in. The link is made here the way the server makes it,
// with the secret the server keeps in its data folder (the API tests cover the e-mail itself).

const settings = (page: Page) => page.getByRole('region', { name: 'Profile', exact: true });
const emailSwitch = (page: Page) =>
  settings(page).getByRole('switch', { name: 'E-mail me the evening reminder' });

function unsubscribePath(userId: string) {
  const secret = readFileSync(path.join(process.env.E2E_DATA_DIR!, 'auth-secret'), 'utf8').trim();
  return `/api/unsubscribe/reminders?token=${encodeURIComponent(reminderUnsubscribeToken(secret, userId))}`;
}

test.use({ viewport: { width: 390, height: 844 } });

test('a person turns the reminder e-mail on at 390 px, then stops it from the link without signing in', async ({
  page,
  browser,
}) => {
  await givenPerson(page, 'reminder-email');
  const { id } = (await (await page.request.get('/api/me')).json()) as { id: string };
  await page.goto('/settings');
  await expect(emailSwitch(page)).not.toBeChecked();
  await emailSwitch(page).click({ force: true });
  await settings(page).getByRole('button', { name: 'Save Changes' }).click();
  await expectToastAndClose(page, 'Profile updated successfully!');
  await page.reload();
  await expect(emailSwitch(page)).toBeChecked();
  if (SHOTS_DIR) {
    await settings(page).getByText('E-mail me the evening reminder').scrollIntoViewIfNeeded();
    await screenshot(page, 'reminder-settings-390');
  }
  await expectNoSeriousA11yViolations(page, '/settings');

  // the link from the e-mail, opened in a browser where nobody is signed in
  const stranger = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await stranger.goto(unsubscribePath(id));
  await expect(stranger.getByRole('heading', { name: 'Stop the evening reminder e-mails?' })).toBeVisible();
  await expectNoSeriousA11yViolations(stranger, 'unsubscribe confirmation');
  await screenshot(stranger, 'unsubscribe-390');
  await stranger.getByRole('button', { name: 'Stop the e-mails' }).click();
  await expect(
    stranger.getByRole('heading', { name: 'You will get no more reminder e-mails' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(stranger, 'unsubscribed');

  await page.reload();
  await expect(emailSwitch(page)).not.toBeChecked();
});
