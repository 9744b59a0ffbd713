import { readFileSync } from 'node:fs';
import path from 'node:path';
import { addDays } from '#shared/domain/calendar-date';
import { expect, type Browser, type Page, test } from '@playwright/test';
import {
  CHECK_IN_ANSWER_PATH,
  checkInAnswerToken,
} from '#server/features/reminder-emails/check-in-answer-token';
import { expectNoSeriousA11yViolations } from './support/axe';
import { appOrigin, givenChallenge, givenPerson, journeyDate } from './support/challenges';
import { collectCspViolations } from './support/csp-violations';
import { SHOTS_DIR, screenshot, screenshotsLightAndDark } from './support/screenshots';

// Issue 28, items 2 and 5: a check-in from outside the app, on a phone, signed out. The reminder e-mail's one-tap
// answer ('Met goal') is made here the way the e-mailer makes it, with the secret the server keeps in its data
// folder (the journeys' server runs no scheduler; the API tests read the real e-mail from the outbox): 2 taps from
// the e-mail — the link, then the page's one button. A check-in link is made in Settings and opened as an NFC tag
// would open it.

test.use({ viewport: { width: 390, height: 844 } });

function answerPath(userId: string, challengeId: string) {
  const secret = readFileSync(path.join(process.env.E2E_DATA_DIR!, 'auth-secret'), 'utf8').trim();
  const date = journeyDate();
  const token = checkInAnswerToken(secret, {
    userId,
    challengeId,
    date,
    answer: 'met',
    until: addDays(date, 7),
  });
  return `${CHECK_IN_ANSWER_PATH}?token=${encodeURIComponent(token)}`;
}

/** A browser where nobody is signed in, at 390 px, collecting CSP violations. */
async function strangerPage(browser: Browser) {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  return { page, violations: await collectCspViolations(page) };
}

async function ownCheckIns(page: Page, challengeId: string) {
  const response = await page.request.get(`/api/challenges/${challengeId}/check-ins?scope=mine`);
  return ((await response.json()) as { checkIns: { date: string; met: boolean }[] }).checkIns;
}

test("the reminder e-mail's 'Met goal' records the day in 2 taps, signed out", async ({ page, browser }) => {
  await givenPerson(page, 'one-tap');
  const { id: userId } = (await (await page.request.get('/api/me')).json()) as { id: string };
  const challenge = await givenChallenge(page, { title: 'Evening Stretch' });

  const link = answerPath(userId, challenge.id);
  const { page: phone, violations } = await strangerPage(browser);
  // tap 1: the link in the e-mail
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: 'Record today for "Evening Stretch"' })).toBeVisible();
  await expect(phone.getByText('This will be recorded: Met goal')).toBeVisible();
  await expectNoSeriousA11yViolations(phone, 'one-tap answer');
  await screenshotsLightAndDark(phone, 'one-tap-answer-390');
  // the same page on a desktop's e-mail client
  await phone.setViewportSize({ width: 1280, height: 800 });
  await screenshotsLightAndDark(phone, 'one-tap-answer-1280');
  await phone.setViewportSize({ width: 390, height: 844 });
  expect(await ownCheckIns(page, challenge.id)).toEqual([]);

  // tap 2: the page's one button
  await phone.getByRole('button', { name: 'Record it' }).click();
  await expect(phone.getByRole('heading', { name: 'Check-in recorded' })).toBeVisible();
  await expect(phone.getByText('Milestone: first day done!')).toBeVisible();
  await expectNoSeriousA11yViolations(phone, 'one-tap recorded');
  await screenshotsLightAndDark(phone, 'one-tap-recorded-390');
  expect(await ownCheckIns(page, challenge.id)).toMatchObject([{ date: journeyDate(), met: true }]);

  // the same link again: it was used
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: 'This link was already used' })).toBeVisible();
  expect(violations).toEqual([]);
});

test("a check-in link made in Settings records today with one tap on 'Met goal'", async ({
  page,
  browser,
}) => {
  await givenPerson(page, 'check-in-link');
  const challenge = await givenChallenge(page, { title: 'Water Bottle' });
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Check-in links' });
  await section.getByRole('combobox', { name: 'Challenge' }).click();
  await page.getByRole('option', { name: 'Water Bottle' }).click();
  await section.getByRole('button', { name: 'Create check-in link' }).click();
  const url = (await section.getByTestId('new-check-in-link').textContent())!;
  expect(url).toMatch(new RegExp(`^${appOrigin()}/api/tap/[\\w-]{43}$`));
  await expect(section.getByText(/^Write it to an NFC tag or a home-screen shortcut/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'settings: check-in links');
  if (SHOTS_DIR) {
    await section.scrollIntoViewIfNeeded();
    await screenshotsLightAndDark(page, 'settings-check-in-links-390', { element: section });
  }

  const { page: phone, violations } = await strangerPage(browser);
  await phone.goto(url);
  await expect(phone.getByRole('heading', { name: 'Record today for "Water Bottle"' })).toBeVisible();
  await expectNoSeriousA11yViolations(phone, 'check-in link page');
  await screenshotsLightAndDark(phone, 'check-in-link-390');
  await phone.getByRole('button', { name: 'Met goal' }).click();
  await expect(phone.getByRole('heading', { name: 'Check-in recorded' })).toBeVisible();
  expect(await ownCheckIns(page, challenge.id)).toMatchObject([{ date: journeyDate(), met: true }]);
  expect(violations).toEqual([]);

  // listed with its last use; revoked, its page says so
  await section.getByRole('button', { name: 'I have copied it' }).click();
  await page.reload();
  await expect(section.getByText(/last used/)).toBeVisible();
  await screenshot(page, 'settings-check-in-links-used-390', { element: section });
  await section.getByRole('button', { name: 'Revoke the check-in link for Water Bottle' }).click();
  await expect(section.getByText('You have no check-in links.')).toBeVisible();
  await phone.goto(url);
  await expect(phone.getByRole('heading', { name: 'Check-in link not found' })).toBeVisible();
});
