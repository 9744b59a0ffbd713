import { expect, type Browser, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { givenCheckIn, givenChallenge, journeyDate, givenJoined, givenPerson } from './support/challenges';
import { pathOf } from './support/controls';
import type { Person } from './support/people';

// Issue 14, "Cheers" (product-rules.md#cheers, decision 041): A checks in; B cheers from the challenge page's
// Recent Check-ins, C with one tap on the Today panel's group line; A finds one batched notification under the bell,
// and its click leads to the challenge. The journeys run with NOTIFICATION_POLL_SECONDS=2 (playwright.config.ts).

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

async function personIn(browser: Browser, label: string, viewport = { width: 1280, height: 800 }) {
  const page = await (await browser.newContext({ viewport })).newPage();
  const person = await givenPerson(page, label);
  return { page, person };
}

async function expectTouchSize(page: Page, name: string) {
  const box = (await page.getByRole('button', { name, exact: true }).first().boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.width).toBeGreaterThanOrEqual(44);
}

test('A checks in, B and C cheer, and A sees one batched notification under the bell', async ({
  page,
  browser,
}) => {
  const ana: Person = await givenPerson(page, 'cheered');
  const challenge = await givenChallenge(page, { title: 'Cheer Sprint' });
  await givenCheckIn(page, challenge.id, { date: journeyDate(0), met: true });
  const cheerAna = `Cheer ${ana.name}'s check-in`;

  // B, on a desktop: the challenge page's Recent Check-ins, one tap
  const ben = await personIn(browser, 'cheer-b');
  await givenJoined(ben.page, challenge.id);
  await ben.page.goto(`/challenge/${challenge.id}?tab=leaderboard`);
  const recent = ben.page.getByRole('listitem').filter({ hasText: ana.name }).filter({ hasText: 'Met' });
  const benCheer = recent.getByRole('button', { name: cheerAna });
  await expect(benCheer).toHaveAttribute('aria-pressed', 'false');
  await expectTouchSize(ben.page, cheerAna);
  const cheered = ben.page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/cheer'),
  );
  await benCheer.click();
  expect((await cheered).status()).toBe(201);
  await expect(benCheer).toHaveAttribute('aria-pressed', 'true');
  await expect(benCheer).toHaveText('1');
  await expect(recent).toContainText('Cheered by you');
  // the board's row offers the same cheer, already pressed
  await expect(ben.page.getByRole('button', { name: cheerAna }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoSeriousA11yViolations(ben.page, 'challenge page with cheers at 1280 px');
  await ben.page.screenshot({ path: '/tmp/shots/cheers-challenge-1280.png', fullPage: true });
  await ben.page.emulateMedia({ colorScheme: 'dark' });
  await expectNoSeriousA11yViolations(ben.page, 'challenge page with cheers at 1280 px, dark');

  // C, on a phone: the Today panel's group line cheers everyone who checked in today, in one tap
  const cy = await personIn(browser, 'cheer-c', { width: 390, height: 844 });
  await givenJoined(cy.page, challenge.id);
  await cy.page.goto('/dashboard');
  const todayRow = cy.page
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
  const recentCard = cy.page
    .getByRole('listitem')
    .filter({ hasText: 'Cheer Sprint' })
    .filter({ hasText: ana.name });
  await expect(recentCard.getByRole('button', { name: cheerAna })).toHaveAttribute('aria-pressed', 'true');
  // the pointer off the controls: a hovered button's shade is not what the screen shows
  await cy.page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(cy.page, 'dashboard with cheers at 390 px');
  await cy.page.screenshot({ path: '/tmp/shots/cheers-dashboard-390.png', fullPage: true });

  // A: one notification for the check-in, whoever cheered (beside B's and C's 'New participant')
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
  await expect(page.getByRole('button', { name: cheerAna })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'own check-in with its cheers at 1280 px');

  await ben.page.context().close();
  await cy.page.context().close();
});
