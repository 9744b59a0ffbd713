import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  appOrigin,
  givenCheckIn,
  givenChallenge,
  givenJoined,
  givenPerson,
  givenSomeoneElse,
  journeyDate,
  type SignedIn,
} from './support/challenges';
import { bell, pathOf } from './support/controls';
import { PHONE } from './support/pages';
import { screenshot } from './support/screenshots';

// Issue 14, "Cheers" (product-rules.md#cheers, decision 041): A checks in; B cheers from the challenge page's
// Recent Check-ins, C with one tap on the Today panel's group line; A finds one batched notification under the bell,
// and its click leads to the challenge. Each person's part is a journey of its own; the others act through the API. The journeys run with NOTIFICATION_POLL_SECONDS=2 (playwright.config.ts).

async function expectTouchSize(page: Page, name: string) {
  const box = (await page.getByRole('button', { name, exact: true }).first().boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.width).toBeGreaterThanOrEqual(44);
}

/** A, someone else, with a challenge and today's met check-in in it. */
async function givenACheckedInToday() {
  const ana = await givenSomeoneElse('cheered');
  const challenge = await givenChallenge(ana, { title: 'Cheer Sprint' });
  await givenCheckIn(ana, challenge.id, { date: journeyDate(0), met: true });
  return { ana, challenge, cheerAna: `Cheer ${ana.person.name}'s check-in` };
}

/** Cheers everyone else's check-ins of today in the challenge, as the Today panel's group line does. */
async function givenCheeredToday(person: SignedIn, challengeId: string) {
  const response = await person.request.put(`${appOrigin()}/api/challenges/${challengeId}/cheers`, {
    headers: { origin: appOrigin() },
    data: { date: journeyDate(0), cheered: true },
  });
  expect(response.status(), `cheer the day: ${await response.text()}`).toBe(200);
}

test("B cheers A's check-in with one tap on the challenge page's Recent Check-ins, on a desktop", async ({
  page,
}) => {
  const { ana, challenge, cheerAna } = await givenACheckedInToday();
  await givenPerson(page, 'cheer-b');
  await givenJoined(page, challenge.id);
  await page.goto(`/challenge/${challenge.id}?tab=leaderboard`);
  const recent = page.getByRole('listitem').filter({ hasText: ana.person.name }).filter({ hasText: 'Met' });
  const benCheer = recent.getByRole('button', { name: cheerAna });
  await expect(benCheer).toHaveAttribute('aria-pressed', 'false');
  await expectTouchSize(page, cheerAna);
  const cheered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/cheer'),
  );
  await benCheer.click();
  expect((await cheered).status()).toBe(201);
  await expect(benCheer).toHaveAttribute('aria-pressed', 'true');
  await expect(benCheer).toHaveText('1');
  await expect(recent).toContainText('Cheered by you');
  // the board's row offers the same cheer, already pressed
  await expect(page.getByRole('button', { name: cheerAna }).first()).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(page, 'challenge page with cheers at 1280 px');
  await screenshot(page, 'cheers-challenge-1280', { fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousA11yViolations(page, 'challenge page with cheers at 1280 px, dark');
  await ana.request.dispose();
});

test("C cheers everyone who checked in today with one tap on the Today panel's group line, on a phone", async ({
  page,
}) => {
  const { ana, challenge, cheerAna } = await givenACheckedInToday();
  await page.setViewportSize(PHONE);
  await givenPerson(page, 'cheer-c');
  await givenJoined(page, challenge.id);
  await page.goto('/dashboard');
  const todayRow = page
    .getByRole('region', { name: 'Today' })
    .getByRole('listitem', { name: 'Cheer Sprint' });
  const cheerAll = todayRow.getByRole('button', {
    name: 'Cheer everyone who checked in today in Cheer Sprint',
  });
  await expect(cheerAll).toHaveText('Cheer 1 person');
  expect((await cheerAll.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await cheerAll.click();
  await expect(cheerAll).toHaveAttribute('aria-pressed', 'true');
  await expect(cheerAll).toHaveText('Cheered');
  // the dashboard's Recent Check-ins show the cheer too
  const recentCard = page
    .getByRole('listitem')
    .filter({ hasText: 'Cheer Sprint' })
    .filter({ hasText: ana.person.name });
  await expect(recentCard.getByRole('button', { name: cheerAna })).toHaveAttribute('aria-pressed', 'true');
  // the pointer off the controls: a hovered button's shade is not what the screen shows
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page, 'dashboard with cheers at 390 px');
  await screenshot(page, 'cheers-dashboard-390', { fullPage: true });
  await ana.request.dispose();
});

test('A finds one batched notification for both cheers under the bell, and who cheered on their own check-in', async ({
  page,
}) => {
  const ana = await givenPerson(page, 'cheered');
  const challenge = await givenChallenge(page, { title: 'Cheer Sprint' });
  await givenCheckIn(page, challenge.id, { date: journeyDate(0), met: true });
  const ben = await givenSomeoneElse('cheer-b');
  const cy = await givenSomeoneElse('cheer-c');
  for (const cheerer of [ben, cy]) {
    await givenJoined(cheerer, challenge.id);
    await givenCheeredToday(cheerer, challenge.id);
  }

  // one notification for the check-in, whoever cheered (beside B's and C's 'New participant')
  await page.goto('/dashboard');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 3 unread');
  await bell(page).click();
  const panel = page.getByRole('dialog');
  const items = panel.getByRole('listitem').filter({ hasText: 'cheered your check-in' });
  await expect(items).toHaveCount(1);
  await expect(items).toContainText(`${cy.person.name} and 1 other cheered your check-in`);
  await expect(items).toContainText('Cheers for');
  await expect(items).toContainText('"Cheer Sprint"');
  await items.getByText(`${cy.person.name} and 1 other cheered your check-in`).click();
  await expect.poll(() => pathOf(page)).toBe(`/challenge/${challenge.id}`);

  // on A's own check-in: who cheered, and no button to cheer oneself
  await page.goto(`/challenge/${challenge.id}?tab=leaderboard`);
  // shown on Recent Check-ins, read out on the board's row
  await expect(page.getByText(`Cheered by ${cy.person.name} and ${ben.person.name}`)).toHaveCount(2);
  await expect(page.getByRole('button', { name: `Cheer ${ana.name}'s check-in` })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'own check-in with its cheers at 1280 px');
  await ben.request.dispose();
  await cy.request.dispose();
});
