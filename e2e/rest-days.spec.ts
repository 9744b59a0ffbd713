import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { givenCheckIn, givenChallenge, givenJoined, journeyDate, givenPerson } from './support/challenges';
import { expectToastAndClose } from './support/toasts';

// product-rules.md#rest-days and #leaderboards (decision 039): a rest day keeps the streak; a late joiner is rated
// from the day they joined and marked on the board.
test('on a phone, declare a rest day and see the streak kept', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await givenPerson(page, 'rester');
  const challenge = await givenChallenge(page, {
    title: 'Sugar Pause',
    challengeType: 'sugar_free',
    startDate: journeyDate(-2),
    endDate: journeyDate(11),
  });
  await givenCheckIn(page, challenge.id, { date: journeyDate(-2), met: true });
  await givenCheckIn(page, challenge.id, { date: journeyDate(-1), met: true });

  await page.goto(`/challenge/${challenge.id}`);
  await expect(page.getByText('1 per person')).toBeVisible();
  const card = page.getByRole('region', { name: 'Daily Check-in' });
  await expect(card.getByText('0 of 1 rest day used')).toBeVisible();
  await card.getByRole('button', { name: 'Rest day' }).click();
  await expectToastAndClose(page, 'Rest day taken — your streak is safe');
  await expect(card.getByText('Rest day today')).toBeVisible();
  await expect(card.getByText('Neither met nor missed: your streak is safe.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'a declared rest day');

  // the calendar shows the rest day, and the streak of two met days still stands
  await page.getByRole('tab', { name: 'Your Progress' }).click();
  await expect(page.getByRole('listitem', { name: /: Rest day$/ })).toHaveCount(1);
  await expect(page.getByText('Current streak')).toBeVisible();
  await expect(page.getByText('2 days', { exact: true }).first()).toBeVisible();

  // the Today panel says so too; the budget is spent
  await page.goto('/dashboard');
  const row = page.getByRole('listitem').filter({ hasText: 'Sugar Pause' }).first();
  await expect(row.getByText('Rest day', { exact: true })).toBeVisible();
  await expect(row.getByText('Current streak: 2 days')).toBeVisible();

  // taken back, the day is open again: a check-in or the rest day
  await page.goto(`/challenge/${challenge.id}`);
  await card.getByRole('button', { name: 'Take back rest day' }).click();
  await expectToastAndClose(page, 'Rest day taken back.');
  await expect(card.getByRole('button', { name: 'Met goal' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Rest day' })).toBeVisible();
});

test("a late joiner's rate counts from the day they joined, marked 'joined day 6'", async ({
  page,
  browser,
}) => {
  const organizer = await givenPerson(page, 'early');
  const challenge = await givenChallenge(page, {
    title: 'Fair Start',
    challengeType: 'sugar_free',
    startDate: journeyDate(-5),
    endDate: journeyDate(8),
  });
  // the organizer fills in the first six days, three of them met
  for (const offset of [-5, -4, -3, -2, -1, 0])
    await givenCheckIn(page, challenge.id, { date: journeyDate(offset), met: offset % 2 === 0 });

  const latePage = await (await browser.newContext()).newPage();
  const late = await givenPerson(latePage, 'late');
  await givenJoined(latePage, challenge.id);
  await givenCheckIn(latePage, challenge.id, { date: journeyDate(0), met: true });

  await latePage.goto(`/challenge/${challenge.id}?tab=leaderboard`);
  const rows = latePage.getByRole('table', { name: 'Sugar-Free Champions' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  // ranked by successful days first (the spec's order): 3 days beat 1, whatever the rates
  await expect(rows.nth(1)).toContainText(organizer.name);
  await expect(rows.nth(1)).toContainText('50%');
  await expect(rows.nth(1)).toContainText('3/6');
  await expect(rows.nth(2)).toContainText(`${late.name} (You)`);
  await expect(rows.nth(2)).toContainText('joined day 6');
  await expect(rows.nth(2)).toContainText('100%');
  await expect(rows.nth(2)).toContainText('1/1');
  await expectNoSeriousA11yViolations(latePage, 'a board with a late joiner');
});
