import { expect, request, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { appOrigin, givenChallenge, givenPerson } from './support/challenges';
import { expectToastAndClose } from './support/toasts';

// /settings → Calendar feed (product-rules.md#calendar-feed, decision 048): make the secret link, fetch it as a
// calendar app would (no session), reset it and find the old link dead.

test('a calendar link is made on /settings, serves the challenges to a calendar app, and is reset', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appOrigin() });
  await givenPerson(page, 'calendar');
  await givenChallenge(page, { title: 'Calendar Sprint' });
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Calendar feed' });
  await section
    .getByRole('switch', { name: /Include a daily check-in reminder entry/ })
    .click({ force: true });
  await section.getByRole('button', { name: 'Create calendar link' }).click();
  await expectToastAndClose(page, 'Calendar link made.');
  const linkField = section.getByRole('textbox', { name: 'Your calendar link' });
  await expect(linkField).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const firstUrl = await linkField.inputValue();
  await section.getByRole('button', { name: 'Copy link' }).click();
  await expectToastAndClose(page, 'Calendar link copied to clipboard!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstUrl);
  await expectNoSeriousA11yViolations(page, '/settings (calendar feed)');

  // a calendar app: no cookie, only the link
  const calendarApp = await request.newContext();
  const feed = await calendarApp.get(firstUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const ics = await feed.text();
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('SUMMARY:Calendar Sprint');
  expect(ics).toContain('SUMMARY:Check in: Calendar Sprint');

  // shown once: after a reload only that it is on
  await page.reload();
  await expect(section.getByText(/Your calendar link is on/)).toBeVisible();
  await expect(section.getByRole('textbox', { name: 'Your calendar link' })).toHaveCount(0);
  await expect(
    section.getByRole('switch', { name: /Include a daily check-in reminder entry/ }),
  ).toBeChecked();

  await section.getByRole('button', { name: 'Reset link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset calendar link' });
  await dialog.getByRole('button', { name: 'Reset link' }).click();
  await expectToastAndClose(page, 'New calendar link made. The old one no longer works.');
  const secondUrl = await section.getByRole('textbox', { name: 'Your calendar link' }).inputValue();
  expect(secondUrl).not.toBe(firstUrl);
  expect((await calendarApp.get(firstUrl)).status()).toBe(404);
  expect((await calendarApp.get(secondUrl)).status()).toBe(200);
  await calendarApp.dispose();
});
